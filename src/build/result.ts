// What a build gives back: its sites, files, diagnostics (each once, sorted) and figures.
import type { BuildCache } from '../cache/index.js';
import type { Config } from '../core/config.js';
import { formatDiagnostic, sortDiagnostics } from '../core/diagnostics.js';
import type { Diagnostic, OutputFile, Site } from '../core/model.js';
import type { BuildResult } from './types.js';
import type { PreparedLocale } from './locale.js';
import { clockMs } from '../core/clock.js';

export interface ResultInput {
  config: Config;
  outDir: string;
  locales: readonly PreparedLocale[];
  sites: readonly Site[];
  diagnostics: readonly Diagnostic[];
  cache: BuildCache;
  started: number;
}

export async function buildResult(input: ResultInput, files: OutputFile[]): Promise<BuildResult> {
  const { locales, sites } = input;
  const notes = await input.cache.close();
  const sorted = sortDiagnostics(uniqueDiagnostics(input.diagnostics));
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const stats = {
    pages: locales.reduce((sum, locale) => sum + locale.loaded.sources.length, 0),
    redirects: locales.reduce((sum, locale) => sum + locale.assembled.frame.redirects.length, 0),
    errors,
    warnings: sorted.length - errors,
    durationMs: Math.round(clockMs() - input.started),
  };
  const built = locales.flatMap((locale, i) => {
    const site = sites[i];
    return site ? [{ locale: locale.spec.locale, site, fallbacks: locale.fallbacks }] : [];
  });
  const [main] = built;
  if (!main) throw new Error('A build has at least one locale');
  const reusedDocs = locales.reduce((sum, locale) => sum + locale.cached.kept.filter(Boolean).length, 0);
  return {
    config: input.config,
    site: main.site,
    locales: built,
    files,
    diagnostics: sorted,
    outDir: input.outDir,
    stats,
    cache: { reusedDocs, notes },
  };
}

/** A fallback doc is read once per locale: the same problem at the same place is reported once. */
function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = formatDiagnostic(d);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
