// Paths a Docusaurus site writes that webpack resolves from the file system: a relative path that climbs
// out of the docs into the static folder (`../../static/img/a.png` from `src/pages/contact.md`) is the same
// file as `/img/a.png`; `@site/…` starts at the site folder (`@site/static/img/a.png`, `@site/docs/x.md`).
import path from 'node:path';
import type { SiteFolders } from './images/image-files.js';

const RELATIVE = /^(?![a-z][a-z\d+.-]*:|[/#?@])/i;

/** `/img/a.png` (with its `#…`/`?…`) for a relative URL that names a file of the static folder, else undefined. */
export function staticPathOf(url: string, docFile: string, folders: SiteFolders | undefined): string | undefined {
  if (folders && url.startsWith('@site/')) return fromSite(url.slice('@site/'.length), docFile, folders);
  if (!folders || !RELATIVE.test(url) || !url.startsWith('..')) return undefined;
  const [pathPart = '', rest = ''] = url.split(/(?=[?#])/, 2);
  let decoded: string;
  try {
    decoded = decodeURI(pathPart);
  } catch {
    return undefined;
  }
  const file = path.resolve(path.dirname(path.resolve(folders.root, docFile)), decoded);
  const inside = (folder: string) => file.startsWith(folder + path.sep);
  const folder = folders.statics.find(inside);
  if (folder === undefined || inside(folders.content)) return undefined;
  return `/${path.relative(folder, file).split(path.sep).map(encodeURIComponent).join('/')}${rest}`;
}

/**
 * `@site/<path>`: under the static folder, its path from the base (`/img/a.png`); under the docs, the
 * path relative to the doc (a link to a `.md` file stays a link to its page); elsewhere, left as written.
 */
function fromSite(sitePath: string, docFile: string, folders: SiteFolders): string | undefined {
  const [pathPart = '', rest = ''] = sitePath.split(/(?=[?#])/, 2);
  const file = path.resolve(folders.root, pathPart);
  const inside = (folder: string) => file.startsWith(folder + path.sep);
  const posix = (relative: string) => relative.split(path.sep).join('/');
  if (inside(folders.content)) {
    const relative = posix(path.relative(path.dirname(path.resolve(folders.root, docFile)), file));
    return `${relative.startsWith('.') ? relative : `./${relative}`}${rest}`;
  }
  const folder = folders.statics.find(inside);
  return folder === undefined ? undefined : `/${posix(path.relative(folder, file))}${rest}`;
}
