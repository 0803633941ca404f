// Where a navbar or footer link leads and what it says: a doc by id, a sidebar's first doc, a path
// from the locale's root or an address.
import type { Config, LinkItem } from '../core/config.js';
import type { DocHeader, Sidebar } from '../core/model.js';
import { firstRoute } from './top-pages.js';
import { routeFromSitePath } from '../core/routes.js';
import { isPathnameLink, pathnameHref } from '../core/pathname-protocol.js';

export interface LinkSite {
  config: Pick<Config, 'base' | 'routeBasePath'>;
  docsById: ReadonlyMap<string, Pick<DocHeader, 'id' | 'route' | 'title' | 'frontMatter'>>;
  sidebars: readonly Sidebar[];
  /** The page's docs version, for a `docsVersion` link: its label and its main doc's route. */
  docsVersion?: { label: string; route: string | undefined } | undefined;
}

/** The route or address; undefined for a doc or sidebar that does not exist. */
export function linkTarget(item: LinkItem, site: LinkSite): string | undefined {
  if (item.href !== undefined) return isPathnameLink(item.href) ? pathnameHref(item.href, site.config.base) : item.href;
  if (item.docId !== undefined) return site.docsById.get(item.docId)?.route;
  if (item.sidebarId !== undefined) {
    const sidebar = site.sidebars.find((candidate) => candidate.name === item.sidebarId);
    return sidebar?.items.map(firstRoute).find((route) => route !== undefined);
  }
  if (item.docsVersion && item.to === undefined) return site.docsVersion?.route;
  // `to: 'intro#help'`: the route, then the fragment (or query) as written.
  const to = item.to ?? '';
  const cut = to.search(/[?#]/);
  return cut < 0
    ? routeFromSitePath(site.config.base, to)
    : routeFromSitePath(site.config.base, to.slice(0, cut)) + to.slice(cut);
}

/**
 * The item's label, or the title of the doc it leads to (as Docusaurus labels a `doc` navbar item); an icon link
 * named only by its `ariaLabel` shows no text.
 */
export function linkLabel(item: LinkItem, site: LinkSite): string {
  if (item.label !== undefined) return item.label;
  if (item.ariaLabel !== undefined) return '';
  if (item.docsVersion) return site.docsVersion?.label ?? '';
  // A doc item names its doc; only a sidebar's first page is found by its route (drawn on every page).
  const route = item.docId === undefined ? linkTarget(item, site) : undefined;
  const doc =
    item.docId !== undefined
      ? site.docsById.get(item.docId)
      : [...site.docsById.values()].find((candidate) => candidate.route === route);
  return doc?.frontMatter.sidebar_label ?? doc?.title ?? item.docId ?? item.sidebarId ?? '';
}

/** The sidebar each route belongs to (a doc's, or a category's own page); the first sidebar holding it wins. */
export function sidebarsByRoute(sidebars: readonly Sidebar[]): Map<string, string> {
  const byRoute = new Map<string, string>();
  const walk = (items: Sidebar['items'], name: string) => {
    for (const item of items) {
      const route = item.type === 'doc' ? item.route : item.type === 'category' ? item.link?.route : undefined;
      if (route !== undefined && !byRoute.has(route)) byRoute.set(route, name);
      if (item.type === 'category') walk(item.items, name);
    }
  };
  for (const sidebar of sidebars) walk(sidebar.items, sidebar.name);
  return byRoute;
}

/**
 * Whether a navbar item leads to the part of the site the page at `route` is in, as Docusaurus marks it active:
 * a doc item on its doc and on every page of the doc's sidebar (DocNavbarItem), a sidebar item on its sidebar's
 * pages (DocSidebarNavbarItem), a path on the pages under it (NavLink). An address elsewhere never is.
 */
export function linkActive(item: LinkItem, site: LinkSite, route: string, sidebarOf: ReadonlyMap<string, string>) {
  if (item.href !== undefined || item.docsVersion) return false;
  const pageSidebar = sidebarOf.get(route);
  if (item.sidebarId !== undefined) {
    const sidebar = site.sidebars.find((candidate) => candidate.name === item.sidebarId);
    return sidebar !== undefined && pageSidebar === sidebar.name;
  }
  const target = linkTarget(item, site)?.replace(/[?#].*$/s, '');
  if (target === undefined) return false;
  if (item.docId !== undefined)
    return target === route || (pageSidebar !== undefined && sidebarOf.get(target) === pageSidebar);
  // The base itself would be every page's: a link home is never marked.
  return target !== site.config.base && route.startsWith(target);
}
