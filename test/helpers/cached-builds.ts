// Builds with the persistent cache, and the cache's entries of parsed docs, for test/cache/.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type BuildResult } from '../../src/build.js';
import { filesOf } from './sites.js';

export interface Built {
  result: BuildResult;
  /** What the build wrote (none when it failed). */
  files: Map<string, string>;
}

export async function buildTo(root: string, out: string, options: Partial<BuildOptions> = {}): Promise<Built> {
  const result = await build({ root, outDir: out, write: true, ...options });
  return { result, files: result.stats.errors === 0 ? await filesOf(out) : new Map() };
}

/** Each doc's own cache entry (beside them: the index that names them, search words, the compiled config). */
export async function docEntryFiles(cacheDir: string): Promise<string[]> {
  const dir = path.join(cacheDir, 'v1');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));
  const isDoc = await Promise.all(
    files.map(async (file) => (await readFile(file, 'utf8')).includes('"value":{"doc":{')),
  );
  return files.filter((_, i) => isDoc[i]);
}
