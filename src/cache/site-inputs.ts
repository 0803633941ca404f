import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashText } from '../core/hash-text.js';
import { childPath } from '../core/child-path.js';
import { byPath } from './out-listing.js';

/**
 * Markdown files the input hash read, by absolute path, with their SHA-1: the build that follows
 * takes them from here rather than reading and hashing 5,000 files again, and builds the very bytes
 * the stamp's hash was taken of. Each is taken once; anything not taken goes with the build.
 */
export class ReadAhead {
  readonly #files = new Map<string, { bytes: Buffer; sha1: string }>();

  keep(file: string, bytes: Buffer, sha1: string): void {
    this.#files.set(file, { bytes, sha1 });
  }

  take(file: string): { bytes: Buffer; sha1: string } | undefined {
    const kept = this.#files.get(file);
    this.#files.delete(file);
    return kept;
  }
}

const MARKDOWN = /\.mdx?$/;

/** What a build read from the site folder, relative to it: whole folders and single files (present or not). */
export interface SiteInputs {
  folders: string[];
  files: string[];
}

/**
 * One hash of every input's path and bytes: each file of the folders (dot files too), and each
 * single file or the fact that it is missing (a `sidebars.ts` added beside `sidebars.json` counts).
 * Undefined when a folder holds a symlink: where it leads is the build's to check, not this hash's.
 * Each file is hashed on its own (SHA-1, which a Markdown file's source hash then reuses).
 */
export async function hashSiteInputs(
  root: string,
  inputs: SiteInputs,
  readAhead?: ReadAhead,
  onEntries?: (entries: InputEntry[]) => void,
  known?: KnownInputs,
): Promise<string | undefined> {
  // Each input as its size and SHA-1 (`-1` and nothing when missing): the bytes are not held.
  const entries: InputEntry[] = [];
  const settledBefore = Date.now() - SETTLED_MS;
  const readOf = (bytes: Buffer | null, sha1 = bytes && hashText(bytes)) =>
    bytes ? `${bytes.length}\0${sha1}` : '-1\0';
  // Synchronous reads: for thousands of small files, 5-7× faster than a promise per file.
  function visit(dir: string, relative: string): boolean {
    let listing: Dirent[];
    try {
      listing = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
      entries.push([`${relative}/`, readOf(null)]);
      return true;
    }
    for (const entry of listing) {
      const inFolder = `${relative}/${entry.name}`;
      const file = childPath(dir, entry.name);
      if (entry.isDirectory()) {
        if (!visit(file, inFolder)) return false;
      } else if (entry.isFile()) {
        const kept = known?.get(inFolder);
        if (kept && statSignature(file, settledBefore) === kept[1]) {
          entries.push([inFolder, kept[0], kept[1]]);
          continue;
        }
        const bytes = readFileSync(file);
        const sha1 = hashText(bytes);
        if (readAhead && MARKDOWN.test(entry.name)) readAhead.keep(file, bytes, sha1);
        // Taken after the read: a write since makes the file too recent to be signed.
        const stat = statSignature(file, settledBefore);
        entries.push(stat ? [inFolder, readOf(bytes, sha1), stat] : [inFolder, readOf(bytes, sha1)]);
      } else return false;
    }
    return true;
  }
  const readSingle = (file: string) => {
    try {
      entries.push([file, readOf(readFileSync(path.resolve(root, file)))]);
    } catch {
      entries.push([file, readOf(null)]);
    }
  };
  const folders = inputs.folders.map((folder) => visit(path.resolve(root, folder), folder));
  inputs.files.forEach(readSingle);
  if (!folders.every(Boolean)) return undefined;
  entries.sort(byPath);
  onEntries?.(entries);
  return hashOfEntries(entries);
}

/**
 * One input as hashed: its path from the site folder, `size\0sha1` (`-1\0` when missing), and the signature of its
 * file then (statSignature), when it may stand for the bytes at the next check.
 */
export type InputEntry = [name: string, read: string, stat?: string];

/** Files of a folder the last check read, by path from the site folder: what each read as, and its signature. */
export type KnownInputs = ReadonlyMap<string, readonly [read: string, stat: string]>;

/**
 * A file written less than this before the check read it is read again by the next check: a later write within
 * the same tick of a coarse clock (2 s on FAT) could leave the same size and times.
 */
const SETTLED_MS = 2_000;

/**
 * Device, inode, size and the times of the last write and status change, as git's index keeps them: the same
 * signature at the next check means the same bytes, so a settled file is not read again (the ctime cannot be set
 * back, as tools that keep the mtime do). Undefined for a file written since `settledBefore`.
 */
function statSignature(file: string, settledBefore: number): string | undefined {
  const { dev, ino, size, mtimeMs, ctimeMs } = statSync(file);
  return Math.max(mtimeMs, ctimeMs) < settledBefore ? `${dev}:${ino}:${size}:${mtimeMs}:${ctimeMs}` : undefined;
}

/** The signed entries of a group, for the next check (KnownInputs). */
export function knownInputs(entries: readonly InputEntry[]): Array<[name: string, read: string, stat: string]> {
  return entries.flatMap(([name, read, stat]) => (stat ? [[name, read, stat] as [string, string, string]] : []));
}

/** The hash of a group's entries, sorted by path. */
export function hashOfEntries(entries: readonly InputEntry[]): string {
  const hash = createHash('sha256');
  for (const [name, read] of entries) hash.update(`${name}\0${read}\n`);
  return hash.digest('hex');
}
