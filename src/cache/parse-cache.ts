import { createHash } from 'node:crypto';
import type { Diagnostic, Doc, SourceFile } from '../core/model.js';

/** A doc as parsed, with every diagnostic its header and body gave. */
export interface ParsedEntry {
  doc: Doc;
  diagnostics: Diagnostic[];
}

/** Parse results of unchanged files, keyed by source path (watch mode keeps one between rebuilds). */
export type ParseCache = Map<string, ParsedEntry & { hash: string }>;

export interface KeptParses {
  /** Per source, in source order: its kept parse result, or undefined when it must be parsed. */
  kept: Array<ParsedEntry | undefined>;
  /** Keeps a fresh parse result for the next build. */
  store(source: SourceFile, entry: ParsedEntry): void;
}

/**
 * Links resolve through every doc's route, so a kept parse result is valid for the same text, the
 * same routes and the same `context` (what else of the config a parse reads): the key is all three.
 */
export function keptParses(sources: readonly SourceFile[], routes: ReadonlyMap<string, string>, context: string, cache?: ParseCache): KeptParses {
  if (!cache) return { kept: sources.map(() => undefined), store: () => {} };
  const routesHash = createHash('sha1').update(`${[...routes].join('\n')}\n${context}`).digest('hex');
  const keyOf = (source: SourceFile) => `${source.hash}:${routesHash}`;
  return {
    kept: sources.map((source) => {
      const entry = cache.get(source.path);
      return entry?.hash === keyOf(source) ? entry : undefined;
    }),
    store: (source, entry) => cache.set(source.path, { hash: keyOf(source), ...entry }),
  };
}
