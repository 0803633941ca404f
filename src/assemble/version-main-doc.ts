// Where a Docusaurus `docsVersion` navbar item without `to` leads: its version's main doc, as the docs
// plugin picks it (plugin-content-docs docs.js getMainDocId): the doc at the version's root (slug '/'),
// else the first doc of the first sidebar (a category's doc counts, before its items), else the first doc.
import type { DocHeader, Sidebar, SidebarItem } from '../core/model.js';

function firstDocRoute(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.route;
    if (item.type !== 'category') continue;
    const route = item.link?.id !== undefined ? item.link.route : firstDocRoute(item.items);
    if (route !== undefined) return route;
  }
  return undefined;
}

/** The main doc's route, given the version's docs, its sidebars and its root route (`/docs/next/`). */
export function versionMainDoc(
  docs: Iterable<Pick<DocHeader, 'route'>>,
  sidebars: readonly Sidebar[],
  docsRoute: string,
): string | undefined {
  const all = [...docs];
  return all.find((doc) => doc.route === docsRoute)?.route ?? firstDocRoute(sidebars[0]?.items ?? []) ?? all[0]?.route;
}
