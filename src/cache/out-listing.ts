import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** One file of an output folder: its path (forward slashes), size and modification time. */
export type ListedFile = [path: string, size: number, mtimeMs: number];

/**
 * Every file under `dir`, sorted, with what tells a rewritten or edited file from the one a build
 * wrote (size, modification time: a rename keeps it). Undefined when the folder is missing or
 * holds anything but files and folders (a link: not the build's own).
 */
export async function listFiles(dir: string): Promise<ListedFile[] | undefined> {
  const files: ListedFile[] = [];
  async function visit(folder: string, relative: string): Promise<boolean> {
    const entries = await readdir(folder, { withFileTypes: true });
    const nested: Array<Promise<boolean>> = [];
    for (const entry of entries) {
      const inFolder = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) nested.push(visit(full, inFolder));
      else if (entry.isFile()) nested.push(stat(full).then((info) => (files.push([inFolder, info.size, info.mtimeMs]), true)));
      else return false;
    }
    return (await Promise.all(nested)).every(Boolean);
  }
  try {
    if (!(await visit(dir, ''))) return undefined;
  } catch {
    return undefined;
  }
  return files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

export function sameListing(a: readonly ListedFile[], b: readonly ListedFile[]): boolean {
  return a.length === b.length && a.every((file, i) => file[0] === b[i]![0] && file[1] === b[i]![1] && file[2] === b[i]![2]);
}
