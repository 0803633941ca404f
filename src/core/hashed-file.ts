// Files published under the base's `assets/files/`, named by their bytes as webpack's file-loader names
// them (`arch-1a2b3c4d.png`): the name changes with the contents, so the host may cache it for good.
import path from 'node:path';

/** The published path from the base (`assets/files/arch-1a2b3c4d.png`) of a file whose SHA-256 is `hash`. */
export function hashedFilePath(file: string, hash: string): string {
  const ext = path.extname(file);
  return `assets/files/${path.basename(file, ext).replace(/[^\w.-]+/g, '-')}-${hash.slice(0, 8)}${ext.toLowerCase()}`;
}
