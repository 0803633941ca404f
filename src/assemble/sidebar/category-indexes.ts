import type { CategoryIndexPage, Diagnostic, DocHeader, PageNav, Sidebar, SidebarItem } from '../../core/model.js';

/**
 * Every generated index page of the sidebars, in sidebar order, with its breadcrumbs and previous/next
 * from `nav` (buildNav keys a generated index by its route).
 */
export function categoryIndexPages(
  sidebars: readonly Sidebar[],
  nav: ReadonlyMap<string, PageNav>,
): CategoryIndexPage[] {
  const pages: CategoryIndexPage[] = [];
  const walk = (sidebar: Sidebar, items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const { link } = item;
      const place = link?.index ? nav.get(link.route) : undefined;
      if (link?.index && place)
        pages.push({
          route: link.route,
          index: link.index,
          category: item,
          sidebar,
          breadcrumbs: place.breadcrumbs,
          ...(place.previous ? { previous: place.previous } : {}),
          ...(place.next ? { next: place.next } : {}),
        });
      walk(sidebar, item.items);
    }
  };
  for (const sidebar of sidebars) walk(sidebar, sidebar.items);
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
