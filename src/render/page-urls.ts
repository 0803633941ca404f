// A page's address where it is given whole: the canonical link, og:url, the sitemap, hreflang alternates, a stub's
// canonical. helpdocs's routes end in `/`; a Docusaurus site keeps the addresses Docusaurus gave (config `pageUrls`).
import type { Config } from '../core/config.js';
import type { DocHeader } from '../core/model.js';
import { reactPageRoute } from '../load/config/docusaurus/pages.js';
import { permalinkEndsInSlash } from '../parse/markdown/link-context.js';

type UrlSite = {
  config: Pick<Config, 'base' | 'pageUrls' | 'reactPages'>;
  docsByRoute: ReadonlyMap<string, DocHeader>;
};

/**
 * Whether Docusaurus's permalink of the page ends in `/` when the site sets no trailingSlash: a doc's when its slug
 * does, or, without a slug, when it is a folder's index doc; an index file's of src/pages; no post's, list's or tag's.
 */
function addressEndsInSlash(route: string, site: UrlSite): boolean {
  const doc = site.docsByRoute.get(route);
  if (doc) return permalinkEndsInSlash(doc.source, doc.frontMatter.slug);
  return site.config.reactPages.some(
    (file) => /(^|\/)index\.\w+$/.test(file) && reactPageRoute(site.config.base, file) === route,
  );
}

/** The path of the page at `route` as its whole address gives it: `/docs/intro` for a Docusaurus site's doc. */
export function pageUrlPath(route: string, site: UrlSite): string {
  const form = site.config.pageUrls;
  if (form === 'slash' || route === site.config.base || route === '/' || !route.endsWith('/')) return route;
  if (form === 'docusaurus' && addressEndsInSlash(route, site)) return route;
  return route.slice(0, -1);
}

/** The page's whole address under the site's URL (the URL parser escapes what the path needs). */
export function pageUrl(route: string, site: UrlSite & { config: { url: string } }): string {
  return new URL(pageUrlPath(route, site), site.config.url).href;
}
