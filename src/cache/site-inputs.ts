import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a build read from the site folder, relative to it: whole folders and single files (present or not). */
export interface SiteInputs {
  folders: string[];
  files: string[];
}

/**
 * One hash of every input's path and bytes: each file of the folders (dot files too), and each
 * single file or the fact that it is missing (a `sidebars.ts` added beside `sidebars.json` counts).
 * Undefined when a folder holds a symlink: where it leads is the build's to check, not this hash's.
 */
export async function hashSiteInputs(root: string, inputs: SiteInputs): Promise<string | undefined> {
  const entries: Array<[string, Buffer | null]> = [];
  async function visit(dir: string, relative: string): Promise<boolean> {
    let listing;
    try {
      listing = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
      entries.push([`${relative}/`, null]);
      return true;
    }
    const nested: Array<Promise<boolean>> = [];
    for (const entry of listing) {
      const inFolder = `${relative}/${entry.name}`;
      if (entry.isDirectory()) nested.push(visit(path.join(dir, entry.name), inFolder));
      else if (entry.isFile()) nested.push(readFile(path.join(dir, entry.name)).then((bytes) => (entries.push([inFolder, bytes]), true)));
      else return false;
    }
    return (await Promise.all(nested)).every(Boolean);
  }
  const readSingle = (file: string) =>
    readFile(path.resolve(root, file)).then(
      (bytes) => void entries.push([file, bytes]),
      () => void entries.push([file, null]),
    );
  const [folders] = await Promise.all([Promise.all(inputs.folders.map((folder) => visit(path.resolve(root, folder), folder))), Promise.all(inputs.files.map(readSingle))]);
  if (!folders.every(Boolean)) return undefined;
  const hash = createHash('sha256');
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [name, bytes] of entries) {
    hash.update(`${name}\0${bytes ? bytes.length : -1}\0`);
    if (bytes) hash.update(bytes);
  }
  return hash.digest('hex');
}
