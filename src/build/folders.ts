// Before anything is read: the output and cache folders must be safe to replace and write (src/output/out-guard.ts,
// src/output/cache-guard.ts), and the persistent cache opened with the parse stage's checks of what it reads back.
import path from 'node:path';
import { THEME_DIR } from '../brand/overrides.js';
import { openCache, type BuildCache } from '../cache/index.js';
import type { Config } from '../core/config.js';
import { siteSources } from '../load/index.js';
import { checkCacheFolder } from '../output/cache-guard.js';
import { checkOutFolder } from '../output/index.js';
import { cachedCssProblem, cachedHtmlProblem } from '../parse/cached-html.js';
import type { BuildOptions } from './types.js';

export function openBuildCache(root: string, options: BuildOptions): BuildCache {
  return openCache({
    memo: options.memo,
    parses: options.cache,
    dir: options.cacheDir && path.resolve(root, options.cacheDir),
    fingerprint: options.cacheFingerprint,
    root,
    vet: { html: cachedHtmlProblem, css: cachedCssProblem },
    // A whole build reads or names every entry it needs; a watch build takes some from memory.
    sweep: options.memo === undefined,
  });
}

/** Refuses (with a UsageError) an output or cache folder whose writing would destroy or publish the site's files. */
export function checkFolders(root: string, outDir: string, config: Config, options: BuildOptions): void {
  const sources = [...siteSources(root, config), path.resolve(root, THEME_DIR)];
  if (options.write) checkOutFolder({ root, outDir, sources, force: options.force ?? false });
  if (!options.cacheDir) return;
  checkCacheFolder({
    root,
    cacheDir: path.resolve(root, options.cacheDir),
    // `check` writes no output folder: only a written one may not meet the cache.
    ...(options.write ? { outDir } : {}),
    sources,
  });
}
