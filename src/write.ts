import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './model.js';

const CONCURRENCY = 64;

/**
 * Writes every file into a temporary folder beside `outDir`, then swaps it in. A build that fails
 * never reaches this point, and a write that fails leaves the previous `outDir` as it was.
 * Files may arrive as a stream, so a large site is never held in memory as a whole.
 */
export async function writeAtomically(outDir: string, files: Iterable<OutputFile> | AsyncIterable<OutputFile>): Promise<number> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  const temporary = path.join(parent, `.helpdocs-tmp-${name}-${process.pid}`);
  const previous = path.join(parent, `.helpdocs-tmp-${name}-old-${process.pid}`);
  await rm(temporary, { recursive: true, force: true });
  const folders = new Map<string, Promise<unknown>>();
  const ensureFolder = (folder: string) => {
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    return made;
  };
  let count = 0;
  const pending = new Set<Promise<void>>();
  try {
    for await (const file of files) {
      const target = path.join(temporary, file.path);
      const write = ensureFolder(path.dirname(target)).then(() => writeFile(target, file.contents));
      const tracked: Promise<void> = write.finally(() => pending.delete(tracked));
      pending.add(tracked);
      count++;
      if (pending.size >= CONCURRENCY) await Promise.race(pending);
    }
    await Promise.all(pending);
    await rm(previous, { recursive: true, force: true });
    await rename(outDir, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(temporary, outDir);
  } catch (error) {
    // Writes still in flight would recreate the folder after it is removed.
    await Promise.allSettled(pending);
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
  return count;
}
