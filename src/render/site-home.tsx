// The home page of a site whose docs live under their own path (`routeBasePath`): what Docusaurus
// draws there is a React page, which needs its runtime; helpdocs gives the root a page of its own.
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

/** The root's page, or nothing when the docs are at the root themselves. */
export function siteHome(site: SiteFrame, ctx: PageContext): { path: string; element: ReactElement } | undefined {
  // Docs at the base, or a page of the site's own there (`src/pages/index.md`): nothing to add.
  if (site.config.routeBasePath === '' || site.docsByRoute.has(site.config.base)) return undefined;
  const start = startOf(site, ctx);
  if (!start) return undefined;
  const route = site.config.base;
  return { path: outputPathOfRoute(route), element: <SiteHome ctx={ctx} route={route} start={start} /> };
}
