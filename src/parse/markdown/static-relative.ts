// A relative path that climbs out of the docs into the static folder (`../../static/img/a.png` from
// `src/pages/contact.md`), as webpack resolves it for Docusaurus: the same file as `/img/a.png`.
import path from 'node:path';
import type { SiteFolders } from './images/image-files.js';

const RELATIVE = /^(?![a-z][a-z\d+.-]*:|[/#?@])/i;

/** `/img/a.png` (with its `#…`/`?…`) for a relative URL that names a file of the static folder, else undefined. */
export function staticPathOf(url: string, docFile: string, folders: SiteFolders | undefined): string | undefined {
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
  if (!inside(folders.static) || inside(folders.content)) return undefined;
  return `/${path.relative(folders.static, file).split(path.sep).map(encodeURIComponent).join('/')}${rest}`;
}
