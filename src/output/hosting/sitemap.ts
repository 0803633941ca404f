import { codeUnitOrder } from '../../core/code-unit-order.js';
import type { SiteFrame } from '../../core/model.js';
import { present } from '../../core/present.js';
import { blogRoutes } from '../../assemble/blog.js';
import { listedTags } from '../../assemble/tags.js';
import { pageUrlPath } from '../../render/page-urls.js';

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function lastModified(site: SiteFrame, doc: SiteFrame['docs'][number]): string | undefined {
  const written = doc.frontMatter.last_update?.date;
  const timestamp = written ? Date.parse(written) / 1000 : site.lastUpdated.get(doc.source.path)?.timestamp;
  return timestamp === undefined || Number.isNaN(timestamp)
    ? undefined
    : new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/** What the sitemap needs of one locale. */
export interface SitemapLocale {
  site: SiteFrame;
  tagsRoute: string;
  /** Content paths of pages showing another locale's text: their canonical is the original. */
  fallbacks?: ReadonlySet<string> | undefined;
  /** Routes of the site's React pages (src/pages/*.js, .tsx…) drawn for this locale. */
  pages?: readonly string[] | undefined;
}

/**
 * Listed pages only, of every locale: docs that are not `unlisted` nor untranslated, the site's React pages, the
 * pages of listed tags, the generated index pages and the blog's list, archive and tag pages. No stubs, aliases or
 * 404 (Docusaurus's sitemap plugin lists every route but those).
 */
export function sitemapXml(locales: readonly SitemapLocale[]): string {
  const entries = locales.flatMap(({ site, tagsRoute, fallbacks, pages }) =>
    [
      ...site.docs
        .filter((doc) => !doc.frontMatter.unlisted && !fallbacks?.has(doc.source.contentPath))
        .map((doc) => ({ route: doc.route, lastmod: lastModified(site, doc) })),
      ...(listedTags(site.tags).length > 0 ? [{ route: tagsRoute, lastmod: undefined }] : []),
      ...listedTags(site.tags).map((tag) => ({ route: tag.route, lastmod: undefined })),
      ...site.categoryIndexes.map((index) => ({ route: index.route, lastmod: undefined })),
      ...blogRoutes(site.blogs, true).map((route) => ({ route, lastmod: undefined })),
      ...(pages ?? []).map((route) => ({ route, lastmod: undefined })),
    ].map((entry) => ({ ...entry, route: pageUrlPath(entry.route, site) })),
  );
  const url = present(locales[0], 'locale').site.config.url;
  const absolute = (route: string) => new URL(encodeURI(route), url).href;
  // A route listed twice (a React page at a doc's route, which the build reports) is one URL.
  const seen = new Set<string>();
  const urls = entries
    .filter(({ route }) => !seen.has(route) && seen.add(route))
    .sort((a, b) => codeUnitOrder(a.route, b.route))
    .map(
      ({ route, lastmod }) =>
        `  <url><loc>${xmlEscape(absolute(route))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapPath(base: string): string {
  return `${base}sitemap.xml`;
}
