import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './model.js';

const CONCURRENCY = 64;

/**
 * Writes every file into a temporary folder beside `outDir`, then swaps it in. A build that fails
 * never reaches this point, and a write that fails leaves the previous `outDir` as it was.
 */
export async function writeAtomically(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  const temporary = path.join(parent, `.helpdocs-tmp-${name}-${process.pid}`);
  const previous = path.join(parent, `.helpdocs-tmp-${name}-old-${process.pid}`);
  await rm(temporary, { recursive: true, force: true });
  try {
    const folders = new Set(files.map((file) => path.dirname(path.join(temporary, file.path))));
    // Sorted, so parents come first and mkdir calls do not race each other.
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    for (let start = 0; start < files.length; start += CONCURRENCY) {
      await Promise.all(files.slice(start, start + CONCURRENCY).map((file) => writeFile(path.join(temporary, file.path), file.contents)));
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
}
