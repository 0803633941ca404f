import type { Sidebar, SidebarItem } from '../model.js';

export interface TopPage {
  label: string;
  route: string;
}

function firstRoute(item: SidebarItem): string | undefined {
  if (item.type === 'doc') return item.route;
  if (item.type === 'link') return item.href;
  return item.link?.route ?? item.items.map(firstRoute).find((route) => route !== undefined);
}

/** Each sidebar's top-level entries (a category leads to its own page or its first one): where to start without search. */
export function sidebarTopPages(sidebars: readonly Sidebar[]): TopPage[][] {
  return sidebars.map((sidebar) =>
    sidebar.items.flatMap((item) => {
      const route = firstRoute(item);
      return route === undefined ? [] : [{ label: item.label, route }];
    }),
  );
}
