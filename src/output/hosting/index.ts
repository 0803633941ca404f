import type { OutputFile, SiteFrame } from '../../core/model.js';
import { formatHeadersFile, type HeaderList } from './headers-file.js';
import { nginxSnippet } from './nginx.js';
import { formatRedirectsFile } from './redirects-file.js';
import { robotsTxt } from './robots.js';
import { HEADERS_FILE_NAME, NGINX_FILE_NAME, OUT_MARKER_NAME, OUT_MARKER_TEXT, REDIRECTS_FILE_NAME, redirectRules } from './rules.js';
import { sitemapPath, sitemapXml } from './sitemap.js';

/**
 * What hosts need beside the pages: `_redirects` and `_headers` (Netlify, Cloudflare Pages), the
 * nginx snippet (redirects and the same headers), `sitemap.xml`, `robots.txt`, and a copy of the
 * not-found page at `/404.html`, where plain static hosts look for one.
 */
export function hostingFiles(site: SiteFrame, rendered: readonly OutputFile[], tagsRoute: string, headers: HeaderList = []): OutputFile[] {
  const { base, url } = site.config;
  const rules = redirectRules(site);
  const files: OutputFile[] = [
    { path: REDIRECTS_FILE_NAME, contents: formatRedirectsFile(rules) },
    { path: HEADERS_FILE_NAME, contents: formatHeadersFile(base, headers) },
    { path: NGINX_FILE_NAME, contents: nginxSnippet(base, rules, headers) },
    { path: sitemapPath(base).slice(1), contents: sitemapXml(site, tagsRoute) },
    { path: 'robots.txt', contents: robotsTxt(new URL(sitemapPath(base), url).href) },
    { path: OUT_MARKER_NAME, contents: OUT_MARKER_TEXT },
  ];
  const notFound = rendered.find((file) => file.path === `${base.slice(1)}404.html`);
  if (notFound && base !== '/') files.push({ path: '404.html', contents: notFound.contents });
  return files;
}

export { redirectRules, pathForms, notFoundPages, HOST_FILES, OUT_MARKER_NAME, REDIRECTS_FILE_NAME, HEADERS_FILE_NAME, NGINX_FILE_NAME } from './rules.js';
export { parseRedirectsFile } from './redirects-file.js';
export { HASHED_ASSETS_CACHE, REVALIDATE_CACHE } from './rules.js';
