import type { OutputFile, SiteFrame } from '../../core/model.js';
import { pageFilesOf } from '../../core/routes.js';
import { formatHeadersFile, type HeaderList } from './headers-file.js';
import { nginxSnippet } from './nginx.js';
import { formatRedirectsFile } from './redirects-file.js';
import { robotsTxt } from './robots.js';
import {
  HEADERS_FILE_NAME,
  NGINX_FILE_NAME,
  OUT_MARKER_NAME,
  OUT_MARKER_TEXT,
  REDIRECTS_FILE_NAME,
  redirectRules,
} from './rules.js';
import { sitemapPath, sitemapXml } from './sitemap.js';
import { joined, ROBOTS_FILE_NAME, siteOwnFiles } from './site-own-files.js';

/** One locale of the site, as the hosting files see it (the default locale first). */
export interface HostingLocale {
  site: SiteFrame;
  notFound: OutputFile | undefined;
  tagsRoute: string;
  /** Content paths of pages that show another locale's text (not in the sitemap). */
  fallbacks?: ReadonlySet<string>;
  /** Routes of the React pages drawn for this locale (in the sitemap). */
  pages?: readonly string[] | undefined;
}

/**
 * What hosts need beside the pages, once for the whole site: `_redirects` and `_headers` (Netlify,
 * Cloudflare Pages), the nginx snippet (redirects, the same headers, each locale's not-found page
 * under its prefix), `sitemap.xml`, `robots.txt`, and a copy of the default locale's not-found page
 * at `/404.html`, where plain static hosts look for one.
 */
export function hostingFiles(locales: readonly HostingLocale[], headers: HeaderList = []): OutputFile[] {
  const main = present(locales[0], 'locale');
  const { base, url, noIndex } = main.site.config;
  const rules = locales.flatMap((locale, i) => redirectRules(locale.site, i === 0));
  const localeBases = locales.slice(1).map((locale) => locale.site.config.base);
  const own = siteOwnFiles(main.site);
  const redirectsFile = formatRedirectsFile(rules);
  const headersFile = formatHeadersFile(base, headers, localeBases);
  const files: OutputFile[] = [
    { path: REDIRECTS_FILE_NAME, contents: own.redirects ? joined(own.redirects, redirectsFile) : redirectsFile },
    { path: HEADERS_FILE_NAME, contents: own.headers ? joined(headersFile, own.headers) : headersFile },
    { path: NGINX_FILE_NAME, contents: nginxSnippet(base, rules, headers, localeBases, pageFilesOf(main.site.config)) },
    // Docusaurus's sitemap plugin writes none for a site that asks for no index.
    ...(noIndex ? [] : [{ path: sitemapPath(base).slice(1), contents: sitemapXml(locales) }]),
    {
      path: ROBOTS_FILE_NAME,
      contents: own.robots ?? robotsTxt(noIndex ? undefined : new URL(sitemapPath(base), url).href),
    },
    { path: OUT_MARKER_NAME, contents: OUT_MARKER_TEXT },
  ];
  if (main.notFound && base !== '/') files.push({ path: '404.html', contents: main.notFound.contents });
  return files;
}

export {
  redirectRules,
  pathForms,
  notFoundPages,
  HOST_FILES,
  OUT_MARKER_NAME,
  REDIRECTS_FILE_NAME,
  HEADERS_FILE_NAME,
  NGINX_FILE_NAME,
} from './rules.js';
import { present } from '../../core/present.js';
export { parseRedirectsFile } from './redirects-file.js';
export { HASHED_ASSETS_CACHE, REVALIDATE_CACHE } from './rules.js';
