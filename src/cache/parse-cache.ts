import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, Doc, FileDependency, SourceFile } from '../core/model.js';
import { threwWhileParsing } from '../core/diagnostics.js';
import { refusedScheme } from '../core/unsafe-url.js';
import { sha256, type DiskEntries } from './disk.js';
import { parsesAsMdx, type MarkdownFormat } from '../core/markdown-format.js';
import { isStoredEntry, lazyDoc, lightLine, LostCacheEntry, type ParseIndex, type StoredEntry } from './parse-index.js';

/** A doc as parsed, with every diagnostic its header and body gave. */
export interface ParsedEntry {
  doc: Doc;
  diagnostics: Diagnostic[];
  /**
   * What the parse was made from (its key, the routes it links to, the files it read), for keys of
   * what a page shows; none for `.mdx` docs, which also depend on site components and sidebars.
   */
  digest?: string | undefined;
  /**
   * What the doc's header was made from (lane/doc-head.ts), for the one-doc rebuild: asked for only when a fresh
   * parse is written to disk.
   */
  head?: () => string;
}

/** The key of a doc's parse entry: the same text at the same path under the same config and code (`context`). */
export function parseEntryKey(context: string, source: Pick<SourceFile, 'path' | 'hash' | 'post'>): string {
  // A post's date and authors come from outside its text (its name, authors.yml): they key it too.
  return sha256(JSON.stringify([context, source.path, source.hash, ...(source.post ? [source.post] : [])]));
}

/** What a kept parse was made from: its key, the routes it links to and the files it read (ParsedEntry.digest). */
export function parseDigest(
  key: string,
  linkedRoutes: ReadonlyArray<readonly [string, string | null]>,
  files: readonly FileDependency[] | undefined,
): string {
  return sha256(JSON.stringify([key, linkedRoutes, files ?? []]));
}

/** Each doc a parse result was made from depends on: its key, and the route of every doc it links to. */
interface Kept extends ParsedEntry {
  key: string;
  linkedRoutes: Array<[contentPath: string, route: string | null]>;
  /** Its line in the doc set's index (parse-index.ts), when this machine signed its entry. */
  line?: string;
}

/**
 * Parse results kept in memory between rebuilds (watch mode), by source path. Plain data: a build module compiled again
 * shares it.
 */
export type ParseCache = Map<string, Kept>;

export interface KeptParses {
  /** Per source, in source order: its kept parse result, or undefined when it must be parsed. */
  kept: Array<ParsedEntry | undefined>;
  /** Keeps a fresh parse result for later builds; returns its digest (see ParsedEntry). */
  store(source: SourceFile, entry: ParsedEntry): string | undefined;
  /** What keys the entries (with a doc's path and hash), for the one-doc rebuild's record. */
  context: string;
  scope: string;
}

/**
 * What a cached doc's HTML and math CSS must pass before use: the parse stage's rules, handed in by
 * the build (cache/ stands below parse/ and does not import it). Each gives the problem, or undefined.
 */
export interface CachedOutputVetting {
  html(html: string): Promise<string | undefined>;
  css(css: string): string | undefined;
}

export interface ParseCacheOptions {
  memory?: ParseCache;
  disk?: DiskEntries;
  /** Everything besides a doc's text and path that can change what it parses to: the config, the code. */
  context: string;
  /** Prefixes the in-memory keys, so each locale of a site keeps its own parse of a shared source. */
  scope?: string;
  /** The site folder, which the files a doc was made from (its images) are relative to. */
  root?: string;
  /** How HTML and CSS read back from disk are held to the sanitizer's rules (src/parse/cached-html.ts). */
  vet?: CachedOutputVetting;
  /** Which docs are MDX (config `markdown.format`): those are never kept on disk. */
  format?: MarkdownFormat;
  /** The doc set's index of light entries (parse-index.ts): kept docs read from it, their bodies on demand. */
  index?: ParseIndex;
}

/**
 * A parse result is valid for the same text at the same path under the same config and code (its
 * key), as long as every doc it links to keeps its route: links are written as routes.
 */
export async function keptParses(
  sources: readonly SourceFile[],
  routes: ReadonlyMap<string, string>,
  options: ParseCacheOptions,
): Promise<KeptParses> {
  const { memory, disk } = options;
  const onDisk = keptOnDisk(options.format ?? 'detect');
  const scope = options.scope ?? '';
  if (!memory && !disk) return { kept: sources.map(() => undefined), store: () => undefined, context: '', scope };
  const keyOf = (source: SourceFile) => parseEntryKey(options.context, source);
  const digestOf = (
    source: SourceFile,
    key: string,
    linkedRoutes: Kept['linkedRoutes'],
    files: readonly FileDependency[] | undefined,
  ) => (onDisk(source) ? parseDigest(key, linkedRoutes, files) : undefined);
  const stillLinked = (entry: { linkedRoutes: Kept['linkedRoutes'] }) =>
    entry.linkedRoutes.every(([target, route]) => (routes.get(target) ?? null) === route);
  // Each file a doc read (its images) is hashed once per build, however many docs read it.
  const filesNow = new Map<string, string | undefined>();
  const hashNow = (file: string): string | undefined => {
    if (!filesNow.has(file)) {
      try {
        filesNow.set(file, sha256(readFileSync(path.join(options.root ?? '.', file))));
      } catch {
        filesNow.set(file, undefined);
      }
    }
    return filesNow.get(file);
  };
  const stillValid = (entry: { linkedRoutes: Kept['linkedRoutes']; doc: { files?: FileDependency[] } }) =>
    stillLinked(entry) && (entry.doc.files ?? []).every((file) => hashNow(file.path) === file.hash);
  const { index } = options;
  // A kept doc's HTML and sections' text, read from its own entry when first asked for.
  const bodyOf =
    (source: SourceFile, key: string) =>
    (sections: number): StoredEntry['doc'] => {
      const read = disk?.readEntry(key);
      const stored = read?.value as StoredEntry | undefined;
      if (read?.signed && isStoredEntry(stored) && stored.doc.sections.length === sections) return stored.doc;
      index?.drop();
      throw new LostCacheEntry(
        `the index of ${scope || 'the docs'} named ${disk?.fileOf(key)} (${source.path}), which could not be read ` +
          'back signed: the build was made again without the index',
      );
    };
  const kept = await Promise.all(
    sources.map(async (source): Promise<ParsedEntry | undefined> => {
      const key = keyOf(source);
      const inMemory = memory?.get(`${scope}${source.path}`);
      if (inMemory?.key === key && stillValid(inMemory)) {
        if (inMemory.line !== undefined) index?.keep(key, inMemory.line);
        return { ...inMemory, digest: digestOf(source, key, inMemory.linkedRoutes, inMemory.doc.files) };
      }
      if (!onDisk(source)) return undefined;
      const indexed = index?.read(key);
      const light = indexed?.light;
      if (indexed && light && stillValid(light) && !lightProblem(light, routes.get(source.contentPath))) {
        index?.keep(key, indexed.line);
        const doc = lazyDoc(light.doc, indexed.headings, source, bodyOf(source, key));
        const entry = { doc, diagnostics: light.diagnostics };
        memory?.set(`${scope}${source.path}`, {
          key,
          linkedRoutes: light.linkedRoutes,
          line: indexed.text(),
          ...entry,
        });
        return { ...entry, digest: light.digest };
      }
      const read = disk?.readEntry(key);
      const stored = read?.value as StoredEntry | undefined;
      if (!isStoredEntry(stored) || !stillValid(stored)) return undefined;
      // A checksum only proves an entry whole: one not signed here is checked as any input is.
      const refused = await storedProblem(
        stored,
        routes.get(source.contentPath),
        read?.signed ? 'signed' : options.vet,
      );
      if (refused) {
        disk?.ignore(key, refused);
        return undefined;
      }
      const digest = digestOf(source, key, stored.linkedRoutes, stored.doc.files);
      const line = read?.signed && index && digest !== undefined ? lightLine(stored, digest) : undefined;
      if (line !== undefined) index?.keep(key, line);
      const entry = {
        doc: { ...stored.doc, source, anchorIds: new Set(stored.doc.anchorIds) },
        diagnostics: stored.diagnostics,
      };
      memory?.set(`${scope}${source.path}`, {
        key,
        linkedRoutes: stored.linkedRoutes,
        ...(line !== undefined ? { line } : {}),
        ...entry,
      });
      return { ...entry, digest };
    }),
  );
  const store = (source: SourceFile, entry: ParsedEntry) => {
    const key = keyOf(source);
    const targets = new Set(entry.doc.links.filter((link) => link.kind === 'doc').map((link) => link.target));
    const linkedRoutes: Kept['linkedRoutes'] = [...targets]
      .sort()
      .map((target) => [target, routes.get(target) ?? null]);
    const digest = digestOf(source, key, linkedRoutes, entry.doc.files);
    let line: string | undefined;
    if (entry.diagnostics.some(threwWhileParsing)) return digest;
    if (disk && onDisk(source)) {
      const { source: _source, anchorIds, ...doc } = entry.doc;
      const stored: StoredEntry = {
        doc: { ...doc, anchorIds: [...anchorIds] },
        diagnostics: entry.diagnostics,
        linkedRoutes,
        ...(entry.head ? { head: entry.head() } : {}),
      };
      disk.write(key, stored);
      // Signed as written: only an entry this machine signs may be named by the index.
      if (disk.signs && index && digest !== undefined) index.keep(key, (line = lightLine(stored, digest)));
    }
    // Plain data in memory: a build module compiled again shares it.
    const { head: _head, ...kept } = entry;
    memory?.set(`${scope}${source.path}`, { key, linkedRoutes, ...(line !== undefined ? { line } : {}), ...kept });
    return digest;
  };
  return { kept, store, context: options.context, scope };
}

/**
 * An MDX doc also depends on the site components it imports and on the sidebars (its doc cards):
 * it is parsed on every build that does not keep it in memory.
 */
const keptOnDisk = (format: MarkdownFormat) => (source: SourceFile) => !parsesAsMdx(source, format);

/** Why a kept parse may not be used whatever vetted it: a route its path and slug do not give, a script URL. */
function lightProblem(stored: { doc: Pick<Doc, 'route' | 'frontMatter'> }, route: string | undefined) {
  if (stored.doc.route !== route) return `its route is not ${JSON.stringify(route)}`;
  // Front matter values become links (custom_edit_url, image): none may carry a script URL.
  if (
    Object.values(stored.doc.frontMatter ?? {}).some(
      (value) => typeof value === 'string' && refusedScheme(value, 'link'),
    )
  )
    return 'front matter with a refused URL';
  return undefined;
}

/** Why a stored entry may not be used: lightProblem's, or HTML or CSS no parse makes. */
async function storedProblem(
  stored: StoredEntry,
  route: string | undefined,
  vet: CachedOutputVetting | 'signed' | undefined,
): Promise<string | undefined> {
  const problem = lightProblem(stored, route);
  if (problem) return problem;
  // Signed by this machine's key: made by a build here, from a parse whose output the sanitizer made.
  if (vet === 'signed') return undefined;
  if (!vet) return 'nothing vets cached HTML in this build';
  const sheets = [stored.doc.math?.css, stored.doc.styles].filter((css) => typeof css === 'string');
  return (
    sheets.map((css) => vet.css(css)).find((found) => found !== undefined) ??
    (await vet.html(stored.doc.html).then((found) => found && `its HTML holds ${found}`)) ??
    // A post's excerpt is HTML of its own, shown on the blog's list pages.
    (typeof stored.doc.excerpt === 'string'
      ? await vet.html(stored.doc.excerpt).then((found) => found && `its excerpt holds ${found}`)
      : undefined)
  );
}
