// What a build takes and gives back.
import type { BuildMemo, ParseCache } from '../cache/index.js';
import type { ReadAhead } from '../cache/site-inputs.js';
import type { InputEntries, InputHashes } from '../cache/build-stamp.js';
import type { Config } from '../core/config.js';
import type { Diagnostic, OutputFile, Site } from '../core/model.js';

export interface BuildOptions {
  root: string;
  /** Overrides the config's out folder (relative to the root or absolute). */
  outDir?: string;
  write: boolean;
  /** Replace a non-empty output folder that helpdocs did not write (never a source or the site folder). */
  force?: boolean;
  onProgress?: (stage: string) => void;
  /** Parse results of unchanged files, keyed by content hash (watch mode). */
  cache?: ParseCache;
  /** Watch mode: config, git dates, assets and rendered pages kept between rebuilds (src/cache/memo.ts). */
  memo?: BuildMemo;
  /**
   * The persistent cache's folder, relative to the root (the CLI's default: node_modules/.cache/helpdocs/); none: no
   * persistent cache.
   */
  cacheDir?: string;
  /**
   * What made the cache's entries; default: helpdocs's version and code (src/cache/fingerprint.ts). Tests fake an
   * upgrade with it.
   */
  cacheFingerprint?: string;
  /** Docs with front matter `draft: true` are built too (`serve --watch`); a production build leaves them out. */
  drafts?: boolean;
  /** Input hashes the CLI's up-to-date check took just before (src/cache/build-stamp.ts). */
  inputHashes?: InputHashes;
  /** The Markdown files that check read, for the build to take rather than read again. */
  readAhead?: ReadAhead;
  /** The files of each input group that check hashed, for the one-doc rebuild's record (src/lane/record.ts). */
  inputEntries?: InputEntries;
}

export interface BuildResult {
  config: Config;
  /**
   * The parsed site. A build that writes to disk (without a memo) empties each doc's `html` once its page is written.
   */
  site: Site;
  /** Every locale's site, the default one first (one entry without `i18n`); one per docs version if versioned. */
  locales: Array<{ locale: string; site: Site; fallbacks: ReadonlySet<string> }>;
  /** Every output file of a build with `write: false`; empty when the build wrote to disk. */
  files: OutputFile[];
  diagnostics: Diagnostic[];
  outDir: string;
  stats: { pages: number; redirects: number; errors: number; warnings: number; durationMs: number };
  cache: {
    /** Docs whose parse result came from a cache (watch memory or disk). */
    reusedDocs: number;
    /** What the cache ignored or could not write (shown under `--verbose`); never a reason to fail. */
    notes: string[];
  };
}
