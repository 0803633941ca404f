import { createHash } from 'node:crypto';
import type { OutputFile } from '../core/model.js';

/** A served file: its bytes and a strong validator. */
export interface ServedFile {
  body: Buffer;
  etag: string;
}

/** The files of a site, by decoded path from the web root (`/manual/x/index.html`). */
export interface SiteFiles {
  isFile(path: string): boolean;
  isDir(path: string): boolean;
  read(path: string): Promise<ServedFile | undefined>;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

interface MemoryEntry {
  contents: string | Uint8Array;
  body: Buffer;
  etag?: string;
}

/** Watch mode: the output of the last good build, never written to disk. */
export interface MemoryFiles extends SiteFiles {
  readonly entries: ReadonlyMap<string, MemoryEntry>;
}

/**
 * The files of a build, in memory. Files whose contents are the very value the previous build had
 * (kept pages) keep their bytes and ETag, so a rebuild encodes and hashes only what changed.
 */
export function memoryFiles(files: Iterable<OutputFile>, previous?: MemoryFiles): MemoryFiles {
  const entries = new Map<string, MemoryEntry>();
  const dirs = new Set<string>(['/']);
  for (const file of files) {
    const path = `/${file.path}`;
    const before = previous?.entries.get(path);
    entries.set(
      path,
      before && before.contents === file.contents
        ? before
        : { contents: file.contents, body: Buffer.from(file.contents) },
    );
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) dirs.add(path.slice(0, at));
  }
  return {
    entries,
    isFile: (path) => entries.has(path),
    isDir: (path) => dirs.has(path.replace(/\/$/, '') || '/'),
    async read(path) {
      const entry = entries.get(path);
      if (!entry) return undefined;
      entry.etag ??= etagOf(entry.body);
      return { body: entry.body, etag: entry.etag };
    },
  };
}
