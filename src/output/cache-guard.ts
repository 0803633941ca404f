import { homedir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../core/usage-error.js';
import { isInside } from '../core/path-inside.js';
import { realPath } from './out-guard.js';

export interface CacheGuardOptions {
  /** The site folder. */
  root: string;
  /** The resolved cache folder. */
  cacheDir: string;
  /** The resolved output folder, when the build writes one. */
  outDir?: string;
  /** Every source of the site (content/, static/, config, JSON sources), existing or not. */
  sources: readonly string[];
}

/**
 * The cache folder gets the output folder's guard: entries written into content/ would be read as
 * content, into static/ or out/ published, and a folder that holds the site (`..`, `/`, home)
 * would have the cache written over the user's files.
 */
export function checkCacheFolder({ root, cacheDir, outDir, sources }: CacheGuardOptions): void {
  const cache = realPath(cacheDir);
  const realRoot = realPath(root);
  const shown = path.relative(process.cwd(), path.resolve(cacheDir)) || '.';
  const refuse = (why: string) => {
    throw new UsageError(
      `helpdocs: refusing the cache folder ${shown}: ${why}. ` +
        'Choose another folder with --cache-dir, e.g. "node_modules/.cache/helpdocs".',
    );
  };
  if (cache === path.parse(cache).root) refuse('it is the file system root');
  if (cache === realPath(homedir())) refuse('it is your home folder');
  if (isInside(realRoot, cache))
    refuse(cache === realRoot ? 'it is the site folder itself' : 'it holds the site folder');
  const out = outDir === undefined ? undefined : realPath(outDir);
  if (out && (isInside(cache, out) || isInside(out, cache))) refuse('it is, holds or lies inside the output folder');
  for (const source of sources) {
    const real = realPath(source);
    const named = path.relative(realRoot, real) || '.';
    if (isInside(cache, real))
      refuse(cache === real ? `it is the site's ${named}` : `it lies inside the site's ${named}`);
    if (isInside(real, cache)) refuse(`it holds the site's ${named}`);
  }
}
