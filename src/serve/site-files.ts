import { createHash } from 'node:crypto';
import type { OutputFile } from '../model.js';

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

/** Watch mode: the output of the last good build, never written to disk. */
export function memoryFiles(files: readonly OutputFile[]): SiteFiles {
  const byPath = new Map<string, { body: Buffer; etag?: string }>();
  const dirs = new Set<string>(['/']);
  for (const file of files) {
    const path = `/${file.path}`;
    byPath.set(path, { body: Buffer.from(file.contents) });
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) dirs.add(path.slice(0, at));
  }
  return {
    isFile: (path) => byPath.has(path),
    isDir: (path) => dirs.has(path.replace(/\/$/, '') || '/'),
    async read(path) {
      const entry = byPath.get(path);
      if (!entry) return undefined;
      entry.etag ??= etagOf(entry.body);
      return { body: entry.body, etag: entry.etag };
    },
  };
}
