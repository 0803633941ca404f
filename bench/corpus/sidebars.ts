// sidebars.json in Docusaurus's shape: a string is a doc id; a folder is a collapsed category whose
// `index.md`, when it has one, is the category's own page and is not repeated among its items.
import { isFolder, type DocSpec, type FolderSpec, type SiteSpec } from './model.js';

export type SidebarItem = string | SidebarCategory;

export interface SidebarCategory {
  readonly type: 'category';
  readonly label: string;
  readonly collapsed: true;
  readonly link?: { readonly type: 'doc'; readonly id: string };
  readonly items: readonly SidebarItem[];
}

export type Sidebars = Readonly<Record<string, readonly SidebarItem[]>>;

function itemsOf(items: readonly (DocSpec | FolderSpec)[], folder: string): SidebarItem[] {
  return items.map((item) => (isFolder(item) ? categoryOf(item, folder) : `${folder}/${item.name}`));
}

function categoryOf(spec: FolderSpec, parent: string): SidebarCategory {
  const folder = `${parent}/${spec.dir}`;
  const items = itemsOf(spec.items, folder);
  if (spec.index === undefined) return { type: 'category', label: spec.label, collapsed: true, items };
  return { type: 'category', label: spec.label, collapsed: true, link: { type: 'doc', id: `${folder}/index` }, items };
}

export function sidebarsOf(site: SiteSpec): Sidebars {
  const sidebars: Record<string, readonly SidebarItem[]> = {};
  for (const area of site.areas) sidebars[area.sidebarName] = itemsOf(area.items, area.dir);
  return sidebars;
}
