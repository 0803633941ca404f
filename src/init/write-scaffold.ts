// Writes the scaffold's files into the new site's folder, and only there: with --force the folder may
// already hold a symlink (`README.md -> ~/.bashrc`, `content -> /etc`), and writing through it would
// overwrite a file outside the folder. Every such link is refused, all named at once, before any
// file is written.
import { lstatSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../core/usage-error.js';

/** Each path under `root` a scaffold file passes through (its folders, then itself) that is a symlink. */
function linksOnTheWay(root: string, names: readonly string[]): string[] {
  const links = new Set<string>();
  for (const name of names) {
    const parts = name.split('/');
    for (let depth = 1; depth <= parts.length; depth++) {
      const relative = parts.slice(0, depth).join('/');
      let isLink = false;
      try {
        isLink = lstatSync(path.join(root, relative)).isSymbolicLink();
      } catch {
        break; // Not there yet: nothing below it is either.
      }
      if (isLink) {
        links.add(relative);
        break;
      }
    }
  }
  return [...links].sort();
}

/** Writes `files` (path relative to `root` → text); throws a UsageError naming every symlink in their way. */
export async function writeScaffold(root: string, files: Readonly<Record<string, string>>): Promise<void> {
  const links = linksOnTheWay(root, Object.keys(files));
  if (links.length > 0)
    throw new UsageError(
      `helpdocs init: ${links.map((link) => path.join(root, link)).join(', ')} ` +
        `${links.length === 1 ? 'is a symlink' : 'are symlinks'}; ` +
        'init writes only inside the folder and never through a link (remove the link, or pick an empty folder)',
    );
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
}
