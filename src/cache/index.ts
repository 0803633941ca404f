/**
 * cache: what a build keeps for later builds, behind one interface — the watch memo (values kept in
 * memory between rebuilds) and the parse results of docs, kept in memory and, with a cache folder,
 * on disk (node_modules/.cache/helpdocs/ by default from the CLI). Knows no stage: stages hand it
 * plain values and keys. Never trusted blindly: an entry that does not check out is made again.
 */
import type { Config } from '../core/config.js';
import type { ShownDates, StringsData } from '../core/strings.js';
import type { LastUpdate, SourceFile } from '../core/model.js';
import { DiskEntries, sha256 } from './disk.js';
import { codeFingerprint } from './fingerprint.js';
import { machineKey, sign } from './machine-key.js';
import type { BuildMemo } from './memo.js';
import { keptParses, type KeptParses, type ParseCache } from './parse-cache.js';
import type { CachedOutputVetting } from './parse-cache.js';
import { ParseIndex } from './parse-index.js';
import { sweepEntries } from './sweep.js';

export type { BuildMemo } from './memo.js';
export type { KeptParses, ParseCache } from './parse-cache.js';

export interface CacheOptions {
  /** Watch mode: values kept in memory between rebuilds. */
  memo?: BuildMemo | undefined;
  /** Watch mode: parse results kept in memory between rebuilds. */
  parses?: ParseCache | undefined;
  /** The persistent cache's folder; none: nothing is read from or written to disk. */
  dir?: string | undefined;
  /** What made the entries (helpdocs's version and code); tests fake an upgrade with it. */
  fingerprint?: string | undefined;
  /** The site folder: files a doc was made from (its images) are checked from it. */
  root?: string | undefined;
  /** Holds cached HTML to the sanitizer's rules before a doc read from disk is used. */
  vet?: CachedOutputVetting | undefined;
  /**
   * Whether close sweeps the folder of entries this build did not use (sweep.ts): only a build that reads or names
   * every entry it needs (not the one-doc rebuild, nor a watch build that keeps parses in memory).
   */
  sweep?: boolean | undefined;
}

export interface BuildCache {
  memo: BuildMemo | undefined;
  /** Each source's kept parse result, if still valid under this config, these interface strings and these routes. */
  parses(
    sources: readonly SourceFile[],
    routes: ReadonlyMap<string, string>,
    config: Config,
    strings: StringsData,
    scope?: string,
    plugins?: string,
  ): Promise<KeptParses>;
  /**
   * Site modules (the config) as bundled, kept while the files they were made from are unchanged; none without a cache
   * folder.
   */
  modules: CompiledModules | undefined;
  /** The search stage's stemmed words, per search language (src/search/output.ts); none without a cache folder. */
  words: SearchWords | undefined;
  /** The last build's search postings, per index (src/search/patched-postings.ts); none without a cache folder. */
  postings: SearchPostings | undefined;
  /**
   * SVG files of content/ as published (src/output/svg-file.ts), signed like the bundled config; none without a
   * cache folder.
   */
  svgs: SanitizedSvgs | undefined;
  /** Dates as shown (src/core/strings.ts), kept per code and ICU version; none without a cache folder. */
  dates: ShownDates | undefined;
  /** Last-updated dates from git (src/load/git-dates.ts), by the history they were read from; none without a folder. */
  gitDates: KeptGitDates | undefined;
  /** Waits for every entry to be written; returns the notes for `--verbose` (entries ignored, writes failed). */
  close(): Promise<string[]>;
}

export { DEFAULT_CACHE_DIR } from './default-dir.js';

/**
 * A site module as bundled: its code, and every local file it was made from with the SHA-256 of the very bytes bundled.
 */
export interface CompiledModule {
  inputs: Array<[file: string, sha256: string]>;
  packages: string[];
  code: string;
}

/** Where compiled modules are kept between builds, by module file. */
export interface CompiledModules {
  read(file: string): Promise<CompiledModule | undefined>;
  write(file: string, module: CompiledModule): void;
}

/**
 * Sanitized SVG text by its source text. What it returns is published as it is, so an entry is used
 * only when this machine signed it (machine-key.ts); one from elsewhere is sanitized again.
 */
export interface SanitizedSvgs {
  read(source: string): string | undefined;
  write(source: string, sanitized: string): void;
}

/** Words and their search terms, by language: plain data, so the cache needs nothing of the search stage. */
export interface SearchWords {
  read(language: string): Promise<Map<string, string[]> | undefined>;
  write(language: string, words: ReadonlyMap<string, string[]>): void;
}

/** Dates a `git log` found, by what the log was made from (site folder, content folder, HEAD). */
export interface KeptGitDates {
  read(key: string): Map<string, LastUpdate> | undefined;
  write(key: string, dates: ReadonlyMap<string, LastUpdate>): void;
}

/** Plain data and typed arrays to the cache, checked by the search stage when read back. */
export interface SearchPostings {
  read(index: string): { value: unknown; bytes: Uint8Array } | undefined;
  write(index: string, snapshot: { value: unknown; arrays: readonly ArrayBufferView[] }): void;
}

export function openCache(options: CacheOptions): BuildCache {
  const notes: string[] = [];
  // The machine's key signs every entry: a signed parse result needs no second look at its HTML.
  const key = options.dir ? machineKey() : null;
  const disk = options.dir ? new DiskEntries(options.dir, notes, key) : undefined;
  const wordsKey = (language: string) =>
    sha256(JSON.stringify(['search-words', options.fingerprint ?? codeFingerprint(), language]));
  // One line per word, `word\tterm term…`: words and terms never hold white space (the tokenizer splits
  // on it), and a string is several times faster to write and read back than an object of arrays.
  const words: SearchWords | undefined = disk && {
    async read(language) {
      const stored = disk.readNow(wordsKey(language));
      if (typeof stored !== 'string') return undefined;
      const known = new Map<string, string[]>();
      if (stored === '') return known;
      for (const line of stored.split('\n')) {
        const tab = line.indexOf('\t');
        // Checksummed on disk; this only refuses an entry of another shape.
        if (tab <= 0) return undefined;
        const terms = line.slice(tab + 1);
        known.set(line.slice(0, tab), terms === '' ? [] : terms.split(' '));
      }
      return known;
    },
    write(language, used) {
      const lines: string[] = [];
      // Anything the line format cannot hold is left out, and stemmed again by the next build.
      const plain = (text: string) => text !== '' && !/\s/.test(text);
      for (const [word, terms] of used)
        if (plain(word) && terms.every(plain)) lines.push(`${word}\t${terms.join(' ')}`);
      disk.write(wordsKey(language), lines.join('\n'));
    },
  };
  const postingsKey = (index: string) =>
    sha256(JSON.stringify(['search-postings', options.fingerprint ?? codeFingerprint(), index]));
  const postings: SearchPostings | undefined = disk && {
    read: (index) => disk.readBytes(postingsKey(index)),
    write: (index, { value, arrays }) => disk.writeBytes(postingsKey(index), value, arrays),
  };
  // Read on the first date a build shows, written when it ends if it showed a new one.
  const datesKey = sha256(
    JSON.stringify(['shown-dates', options.fingerprint ?? codeFingerprint(), process.versions.icu ?? '']),
  );
  let knownDates: Map<string, string> | undefined;
  let newDates = false;
  const readDates = (): Map<string, string> => {
    if (knownDates) return knownDates;
    const stored = disk?.readNow(datesKey);
    const valid =
      stored !== null &&
      typeof stored === 'object' &&
      !Array.isArray(stored) &&
      Object.values(stored).every((text) => typeof text === 'string');
    return (knownDates = new Map(valid ? Object.entries(stored as Record<string, string>) : []));
  };
  const dates: ShownDates | undefined = disk && {
    get: (key) => readDates().get(key),
    set(key, text) {
      readDates().set(key, text);
      newDates = true;
    },
  };
  const gitDatesKey = (key: string) =>
    sha256(JSON.stringify(['git-dates', options.fingerprint ?? codeFingerprint(), key]));
  const pendingDates: Array<[key: string, lines: unknown[]]> = [];
  // `[file, timestamp, author?]` lines: a shape check refuses anything else.
  const gitDates: KeptGitDates | undefined = disk && {
    read(key) {
      const stored = disk.readNow(gitDatesKey(key));
      if (!Array.isArray(stored)) return undefined;
      const dates = new Map<string, LastUpdate>();
      for (const line of stored as unknown[]) {
        if (!Array.isArray(line) || typeof line[0] !== 'string' || typeof line[1] !== 'number') return undefined;
        const author: unknown = line[2];
        if (author !== undefined && typeof author !== 'string') return undefined;
        dates.set(line[0], { timestamp: line[1], ...(author !== undefined ? { author } : {}) });
      }
      return dates;
    },
    // Kept until the build ends, as compiled modules are: the load stage runs before `--out` is checked.
    write(key, dates) {
      pendingDates.push([
        gitDatesKey(key),
        [...dates].map(([file, { timestamp, author }]) =>
          author === undefined ? [file, timestamp] : [file, timestamp, author],
        ),
      ]);
    },
  };
  // One per doc set, written once the entries its lines name are on disk.
  const parseIndexes: ParseIndex[] = [];
  const pendingModules: Array<[string, CompiledModule]> = [];
  const moduleKey = (file: string) =>
    sha256(JSON.stringify(['compiled-module', options.fingerprint ?? codeFingerprint(), options.root ?? '', file]));
  // Signed with a key outside the cache folder (machine-key.ts): a module from elsewhere is compiled again.
  const signature = (file: string, module: CompiledModule) =>
    key ? sign(key, JSON.stringify([moduleKey(file), module.inputs, module.packages, module.code])) : '';
  const modules: CompiledModules | undefined =
    !disk || !key
      ? undefined
      : {
          async read(file) {
            const stored = (await disk.read(moduleKey(file))) as (CompiledModule & { signature?: unknown }) | undefined;
            if (typeof stored?.code !== 'string' || !Array.isArray(stored.inputs) || !Array.isArray(stored.packages))
              return undefined;
            const module = { inputs: stored.inputs, packages: stored.packages, code: stored.code };
            if (stored.signature === signature(file, module)) return module;
            disk.ignore(moduleKey(file), 'a compiled module not signed on this machine');
            return undefined;
          },
          // Kept until the build ends: the config loads before the output folder is checked, and a
          // refused `--out` must leave the site folder (node_modules/.cache/ included) untouched.
          write(file, module) {
            pendingModules.push([file, module]);
          },
        };
  const svgKey = (source: string) =>
    sha256(JSON.stringify(['sanitized-svg', options.fingerprint ?? codeFingerprint(), sha256(source)]));
  const svgs: SanitizedSvgs | undefined =
    !disk || !key
      ? undefined
      : {
          read(source) {
            const stored = disk.readNow(svgKey(source)) as { text?: unknown; signature?: unknown } | undefined;
            if (typeof stored?.text !== 'string') return undefined;
            if (stored.signature === sign(key, `${svgKey(source)}\n${stored.text}`)) return stored.text;
            disk.ignore(svgKey(source), 'a sanitized SVG not signed on this machine');
            return undefined;
          },
          write(source, text) {
            disk.write(svgKey(source), { text, signature: sign(key, `${svgKey(source)}\n${text}`) });
          },
        };
  return {
    memo: options.memo,
    svgs,
    words,
    postings,
    modules,
    dates,
    gitDates,
    parses(sources, routes, config, strings, scope = '', plugins) {
      if (!options.parses && !disk) return keptParses(sources, routes, { context: '' });
      const fingerprint = options.fingerprint ?? codeFingerprint();
      // Hashed once: each doc's key then hashes a few short strings, not the whole config and strings again.
      const context = sha256(
        JSON.stringify(
          plugins === undefined ? [fingerprint, config, strings] : [fingerprint, config, strings, plugins],
        ),
      );
      // Only an index this machine signs is read back: its lines name entries used without a second look.
      const index =
        disk?.signs && options.root !== undefined
          ? ParseIndex.open(disk, sha256(JSON.stringify(['parse-index', context, options.root, scope])))
          : undefined;
      if (index) parseIndexes.push(index);
      return keptParses(sources, routes, {
        ...(options.parses ? { memory: options.parses } : {}),
        ...(disk ? { disk } : {}),
        context,
        scope,
        format: config.markdown.format,
        ...(options.vet ? { vet: options.vet } : {}),
        ...(options.root ? { root: options.root } : {}),
        ...(index ? { index } : {}),
      });
    },
    async close() {
      for (const [file, module] of pendingModules.splice(0))
        disk?.write(moduleKey(file), { ...module, signature: signature(file, module) });
      for (const [dateKey, lines] of pendingDates.splice(0)) disk?.write(dateKey, lines);
      if (newDates && knownDates) disk?.write(datesKey, Object.fromEntries(knownDates));
      // Read only when a page is drawn: kept for the build that draws one.
      else disk?.keep(datesKey);
      newDates = false;
      await disk?.flush();
      if (disk && parseIndexes.length > 0) {
        for (const index of parseIndexes.splice(0)) index.write((parseKey) => disk.wasWritten(parseKey));
        await disk.flush();
      }
      if (disk && options.sweep) {
        try {
          sweepEntries(disk.folder, disk.used, notes);
        } catch (error) {
          notes.push(`cache: cannot sweep ${disk.folder}: ${(error as Error).message}`);
        }
      }
      return notes;
    },
  };
}
