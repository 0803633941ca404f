import type { CategoryIndexPage, Crumb, Diagnostic, DocHeader, Sidebar, SidebarItem } from '../../core/model.js';

/**
 * Every generated index page of the sidebars, with its breadcrumbs (home, the categories above, its
 * own label), in sidebar order.
 */
export function categoryIndexPages(sidebars: readonly Sidebar[], home: Crumb): CategoryIndexPage[] {
  const pages: CategoryIndexPage[] = [];
  const walk = (sidebar: Sidebar, items: readonly SidebarItem[], trail: Crumb[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const { link } = item;
      if (link?.index)
        pages.push({
          route: link.route,
          index: link.index,
          category: item,
          sidebar,
          breadcrumbs: [home, ...trail, { label: item.label }],
        });
      walk(sidebar, item.items, [...trail, link ? { label: item.label, route: link.route } : { label: item.label }]);
    }
  };
  for (const sidebar of sidebars) walk(sidebar, sidebar.items, []);
  return pages;
}

/** A generated index whose route is a doc's (or another index's): one of them could not be published. */
export function categoryIndexClashes(
  pages: readonly CategoryIndexPage[],
  docsByRoute: ReadonlyMap<string, DocHeader>,
  sidebarsFile: string,
): Diagnostic[] {
  const seen = new Set<string>();
  return pages.flatMap((page): Diagnostic[] => {
    const doc = docsByRoute.get(page.route);
    const twice = seen.has(page.route);
    seen.add(page.route);
    if (!doc && !twice) return [];
    return [
      {
        severity: 'error',
        file: sidebarsFile,
        line: 1,
        column: 1,
        message: `The generated index of category "${page.category.label}" has the route ${page.route}, as ${
          doc ? doc.source.path : 'another generated index'
        }`,
        ruleId: 'duplicate-route',
        hint: 'give the category link a slug of its own',
      },
    ];
  });
}
