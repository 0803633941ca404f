import type { Crumb, DocHeader, PageNav, Sidebar, SidebarItem } from '../../core/model.js';

interface Entry {
  id: string;
  trail: Crumb[];
}

/** Docs in reading order (a category's own doc before its items) with the categories above each. */
function flatten(items: readonly SidebarItem[], trail: Crumb[], out: Entry[]): void {
  for (const item of items) {
    if (item.type === 'doc') out.push({ id: item.id, trail });
    if (item.type !== 'category') continue;
    const crumb: Crumb = item.link ? { label: item.label, route: item.link.route } : { label: item.label };
    if (item.link) out.push({ id: item.link.id, trail });
    flatten(item.items, [...trail, crumb], out);
  }
}

/** Breadcrumbs and previous/next from the sidebar trees; unlisted docs are skipped by previous/next. */
export function buildNav(
  sidebars: readonly Sidebar[],
  docsById: ReadonlyMap<string, DocHeader>,
  homeLabel: string,
  homeRoute: string,
): Map<string, PageNav> {
  const nav = new Map<string, PageNav>();
  const home: Crumb = { label: homeLabel, route: homeRoute };
  for (const sidebar of sidebars) {
    const entries: Entry[] = [];
    flatten(sidebar.items, [], entries);
    const listed = entries.filter((e) => !docsById.get(e.id)?.frontMatter.unlisted);
    const listedIndex = new Map(listed.map((e, i) => [e.id, i]));
    for (const entry of entries) {
      const doc = docsById.get(entry.id);
      if (!doc) continue;
      const index = listedIndex.get(entry.id) ?? -1;
      const neighbour = (at: number) => {
        const other = at >= 0 ? docsById.get(listed[at]?.id ?? '') : undefined;
        return other ? { title: other.frontMatter.sidebar_label ?? other.title, route: other.route } : undefined;
      };
      const previous = index > 0 ? neighbour(index - 1) : undefined;
      const next = index >= 0 ? neighbour(index + 1) : undefined;
      // A category's own doc does not repeat itself as the last crumb.
      const trail = entry.trail.filter((crumb) => crumb.route !== doc.route);
      nav.set(entry.id, {
        sidebar,
        breadcrumbs: [home, ...trail, { label: doc.frontMatter.sidebar_label ?? doc.title }],
        ...(previous ? { previous } : {}),
        ...(next ? { next } : {}),
      });
    }
  }
  return nav;
}
