import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const contentHash = (contents: string | Uint8Array) => createHash('sha256').update(contents).digest('hex');

/**
 * Applies a build staged in `staged` (only the files that differ from what `outDir` holds) to
 * `outDir`: each file is renamed over its old version (a reader sees the old file or the new one,
 * never a half-written one), then the files the build no longer makes are removed, with the folders
 * they leave empty. `previous` is what `outDir` held (checked under the lock), `produced` every
 * file of the new build; or, with `owned`, the files it made of those it owns, the others staying as they are.
 * Returns the files removed.
 */
export function applyStaged(
  outDir: string,
  staged: string,
  changed: readonly string[],
  previous: ReadonlyMap<string, string>,
  produced: ReadonlyMap<string, string>,
  owned?: (file: string) => boolean,
): string[] {
  const made = new Set<string>();
  const removed: string[] = [];
  for (const file of changed) {
    const target = path.join(outDir, file);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    renameSync(path.join(staged, file), target);
  }
  for (const file of previous.keys()) {
    if (produced.has(file) || (owned && !owned(file))) continue;
    removed.push(file);
    rmSync(path.join(outDir, file), { force: true });
    for (let dir = path.dirname(path.join(outDir, file)); dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
      try {
        rmdirSync(dir);
      } catch {
        break; // not empty
      }
    }
  }
  return removed;
}
