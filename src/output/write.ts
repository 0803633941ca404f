import { mkdirSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../core/model.js';

/**
 * Writes every file into a temporary folder beside `outDir`, then swaps it in. A build that fails
 * never reaches this point, and a write that fails leaves the previous `outDir` as it was.
 * Files may arrive as a stream, so a large site is never held in memory as a whole. Each file is
 * written synchronously: thousands of small files go faster without a promise and a thread-pool
 * round trip for every open, write and close (serve builds in memory and never comes here).
 */
export async function writeAtomically(outDir: string, files: Iterable<OutputFile> | AsyncIterable<OutputFile>): Promise<number> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  const temporary = path.join(parent, `.helpdocs-tmp-${name}-${process.pid}`);
  const previous = path.join(parent, `.helpdocs-tmp-${name}-old-${process.pid}`);
  await rm(temporary, { recursive: true, force: true });
  const folders = new Set<string>();
  let count = 0;
  try {
    for await (const file of files) {
      const target = path.join(temporary, file.path);
      // Defence in depth: slugs and redirects are checked where they are written, but no path
      // produced by any stage may land outside the output folder.
      if (!target.startsWith(temporary + path.sep)) throw new Error(`refusing to write "${file.path}": it leads outside the output folder`);
      const folder = path.dirname(target);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      writeFileSync(target, file.contents);
      count++;
    }
    await rm(previous, { recursive: true, force: true });
    await rename(outDir, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(temporary, outDir);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
  return count;
}
