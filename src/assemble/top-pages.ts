import type { Sidebar, SidebarItem } from '../core/model.js';

export interface TopPage {
  label: string;
  route: string;
}

export interface SidebarTopPages {
  /** Every page of the sidebar, so the group can be named after the navbar link that leads into it. */
  routes: string[];
  pages: TopPage[];
}

export function firstRoute(item: SidebarItem): string | undefined {
  if (item.type === 'doc') return item.route;
  if (item.type === 'link') return item.href;
  return item.link?.route ?? item.items.map(firstRoute).find((route) => route !== undefined);
}

function allRoutes(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [item.route]
      : item.type === 'category'
        ? [...(item.link ? [item.link.route] : []), ...allRoutes(item.items)]
        : [],
  );
}

/**
 * Each sidebar's top-level entries (a category leads to its own page or its first one): where to start without search.
 */
export function sidebarTopPages(sidebars: readonly Sidebar[]): SidebarTopPages[] {
  return sidebars.map((sidebar) => ({
    routes: allRoutes(sidebar.items),
    pages: sidebar.items.flatMap((item) => {
      const route = firstRoute(item);
      return route === undefined ? [] : [{ label: item.label, route }];
    }),
  }));
}
