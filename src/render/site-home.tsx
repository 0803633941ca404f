// The home page of a site with no doc at its root (docs under their own path, or a React page there):
// what Docusaurus draws there is a React page, which needs its runtime; helpdocs gives the root a page.
import type { ReactElement } from 'react';
import type { PageContext } from '../../templates/context.js';
import { SiteHome } from '../../templates/SiteHome.js';
import { linkLabel, linkTarget } from '../assemble/link-items.js';
import { sidebarTopPages } from '../assemble/top-pages.js';
import type { SiteFrame } from '../core/model.js';
import { outputPathOfRoute } from '../core/routes.js';

/** Where the home leads: the navbar's first doc or sidebar link, else the first sidebar's first page. */
function startOf(site: SiteFrame, ctx: PageContext): { label: string; route: string } | undefined {
  const item = site.config.navbar.items.find((link) => link.docId !== undefined || link.sidebarId !== undefined);
  const route = item && linkTarget(item, site);
  if (item && route) return { label: linkLabel(item, site), route };
  const first = sidebarTopPages(site.sidebars)[0]?.pages[0];
  if (first) return { label: ctx.strings.t('doc.home'), route: first.route };
  const doc = site.docsById.values().next().value;
  return doc ? { label: doc.title, route: doc.route } : undefined;
}

/** The root's page, or nothing when a doc or page of the site's own is there. */
export function siteHome(site: SiteFrame, ctx: PageContext): { path: string; element: ReactElement } | undefined {
  // A doc at the base, or a page of the site's own there (`src/pages/index.md`): nothing to add. Docs at
  // the base without one there (Arrow's root is a React page) get this home too.
  if (site.docsByRoute.has(site.config.base) || site.categoryIndexes.some((page) => page.route === site.config.base))
    return undefined;
  const start = startOf(site, ctx);
  if (!start) return undefined;
  const route = site.config.base;
  return { path: outputPathOfRoute(route), element: <SiteHome ctx={ctx} route={route} start={start} /> };
}
