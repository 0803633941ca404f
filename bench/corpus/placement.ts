// Walks the site tree once and gives every doc its id, file and sidebar position.
import { isFolder, type DocSpec, type FolderSpec, type PlacedDoc, type SiteSpec } from './model.js';

function joinId(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

function place(spec: DocSpec, folder: string, sidebarPosition: number | undefined): PlacedDoc {
  const id = joinId(folder, spec.name);
  return { id, file: `${id}.md`, spec, sidebarPosition, folder };
}

function placeItems(items: readonly (DocSpec | FolderSpec)[], folder: string, firstPosition: number, into: PlacedDoc[]): void {
  let position = firstPosition;
  for (const item of items) {
    if (isFolder(item)) {
      placeFolder(item, folder, into);
    } else {
      into.push(place(item, folder, position));
      position++;
    }
  }
}

function placeFolder(spec: FolderSpec, parent: string, into: PlacedDoc[]): void {
  const folder = joinId(parent, spec.dir);
  // The overview page comes first in its folder, as in the help centre.
  if (spec.index !== undefined) into.push(place(spec.index, folder, 1));
  placeItems(spec.items, folder, spec.index === undefined ? 1 : 2, into);
}

/** Every doc of the site, home first, then in sidebar order. */
export function placeDocs(site: SiteSpec): PlacedDoc[] {
  const docs: PlacedDoc[] = [place(site.home, '', undefined)];
  for (const area of site.areas) placeItems(area.items, area.dir, 1, docs);
  return docs;
}

/** The path a doc is served at, relative to the base and without the trailing slash ('' for the home). */
export function routeOf(id: string): string {
  if (id === 'index') return '';
  const parts = id.split('/');
  // `x/index` and `x/x` are both the folder's own page, as in Docusaurus.
  const last = parts.at(-1);
  return last === 'index' || (parts.length > 1 && last === parts.at(-2)) ? parts.slice(0, -1).join('/') : id;
}
