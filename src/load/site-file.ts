// The one reader of the site's own files outside content/ and static/ (which walk.ts checks):
// sidebars, redirects, the strings files, custom CSS, theme/. A symlink among them is followed only
// while its real target lies inside the site folder, as in content/: one leading out would have a
// machine's file read, and published or printed (`redirects.json -> /etc/passwd` showed its lines
// in the error).
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../core/usage-error.js';
import { isInside } from '../core/path-inside.js';

/**
 * The real path of `relative` (a file or folder of the site); throws a UsageError naming the link's
 * target when a symlink leads it outside the site folder. A path that does not exist is returned
 * as it is, for the caller's own "missing" handling.
 */
export function siteFilePath(root: string, relative: string): string {
  const joined = path.join(root, relative);
  let real: string;
  try {
    real = realpathSync(joined);
  } catch {
    return joined;
  }
  if (!isInside(real, realpathSync(root)))
    throw new UsageError(
      `helpdocs: ${relative} leads outside the site folder (to ${real}) through a symlink; nothing behind it is ` +
        'read. Copy the file into the site folder instead of linking to it.',
    );
  return real;
}

/** The text of a site file, read only once siteFilePath() has checked where it really is. */
export function readSiteFile(root: string, relative: string): Promise<string> {
  return readFile(siteFilePath(root, relative), 'utf8');
}
