import { readdirSync, statSync } from 'node:fs';
import { codeUnitOrder } from '../core/code-unit-order.js';
import { childPath } from '../core/child-path.js';

/** One file of an output folder: its path (forward slashes), size and modification time. */
export type ListedFile = [path: string, size: number, mtimeMs: number];

/**
 * Orders entries named by their first item in plain string order (not the locale's): stamps and hashes must not depend
 * on it.
 */
export function byPath(a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]): number {
  return codeUnitOrder(a[0], b[0]);
}

/**
 * Every file under `dir`, sorted, with what tells a rewritten or edited file from the one a build
 * wrote (size, modification time: a rename keeps it). Undefined when the folder is missing or
 * holds anything but files and folders (a link: not the build's own).
 */
export async function listFiles(dir: string): Promise<ListedFile[] | undefined> {
  const files: ListedFile[] = [];
  // Synchronous calls: at 15,000 files a promise and a thread-pool round trip per stat took 3-4× longer.
  function visit(folder: string, relative: string): boolean {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const inFolder = relative ? `${relative}/${entry.name}` : entry.name;
      const full = childPath(folder, entry.name);
      if (entry.isDirectory()) {
        if (!visit(full, inFolder)) return false;
      } else if (entry.isFile()) {
        const info = statSync(full);
        files.push([inFolder, info.size, info.mtimeMs]);
      } else return false;
    }
    return true;
  }
  try {
    if (!visit(dir, '')) return undefined;
  } catch {
    return undefined;
  }
  return files.sort(byPath);
}

export function sameListing(a: readonly ListedFile[], b: readonly ListedFile[]): boolean {
  return (
    a.length === b.length &&
    a.every((file, i) => file[0] === b[i]?.[0] && file[1] === b[i]?.[1] && file[2] === b[i]?.[2])
  );
}
