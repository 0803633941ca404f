import type { Assets, PageContext } from '../../templates/context.js';
import { originalComponents, type ThemeComponents } from '../../templates/theme.js';
import type { SiteFrame } from '../core/model.js';
import { linkActive, linkLabel, linkTarget, sidebarsByRoute } from '../assemble/link-items.js';
import { pageUrl } from './page-urls.js';
import { versionMainDoc } from '../assemble/version-main-doc.js';
import { docsBase } from '../core/routes.js';
import { headScript } from './head-script.js';
import type { Strings } from '../core/strings.js';
import type { PageLanguages } from './languages.js';
import type { PageVersions } from './versions.js';

/** What the brand stage adds to every page: the logo and the tab icon. */
export type SiteLook = Pick<PageContext, 'logo' | 'favicon'> & {
  /** The site's overrides of theme components (theme/<Name>.tsx). */
  overrides?: Partial<ThemeComponents>;
  /** Changes with any file under theme/: rendered pages are kept only while it stays the same. */
  overridesKey?: string;
};

export function createPageContext(
  site: SiteFrame,
  strings: Strings,
  assets: Assets,
  look: SiteLook = {},
  languages?: PageLanguages,
  versions?: PageVersions,
): PageContext {
  const { config } = site;
  // A docsVersion item names the page's version (the last one off the docs), as Docusaurus's
  // useDocsVersionCandidates picks it; an unversioned site's docs are the current version, 'Next'.
  const docsVersion = {
    label: versions?.current.label ?? config.docsVersions?.versions.current?.label ?? 'Next',
    route: versionMainDoc(site.docsById.values(), site.sidebars, docsBase(config)),
  };
  // Made on the first page that asks, once for the site.
  let sidebarOf: Map<string, string> | undefined;
  const linkSite = site.linkDocs
    ? { ...site, docsById: site.linkDocs, sidebars: site.linkSidebars ?? site.sidebars, docsVersion }
    : { ...site, docsVersion };
  return {
    ...(languages ? { languages } : {}),
    ...(versions ? { versions } : {}),
    config,
    strings,
    assets,
    theme: { ...originalComponents, ...look.overrides },
    // The brand stage measures the logo once for the site; its text alternative is the locale's (navbar.json).
    ...(look.logo ? { logo: { ...look.logo, alt: config.logo?.alt ?? look.logo.alt } } : {}),
    ...(look.favicon ? { favicon: look.favicon } : {}),
    headScript: headScript(config.announcementBar?.id, config.colorMode),
    resolveLink: (item) => linkTarget(item, linkSite) ?? config.base,
    linkLabel: (item) => linkLabel(item, linkSite),
    pageUrl: (route) => pageUrl(route, site),
    linkActive: (item, route) => {
      if (route === undefined) return false;
      sidebarOf ??= sidebarsByRoute(linkSite.sidebars);
      return linkActive(item, linkSite, route, sidebarOf);
    },
  };
}
