/**
 * Everything may be crawled (unlisted pages say `noindex` themselves, which needs a crawl to be seen); a site
 * that asks for no index (`noIndex`) has no sitemap to name.
 */
export function robotsTxt(sitemapUrl: string | undefined): string {
  return ['User-agent: *', 'Allow: /', ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []), ''].join('\n');
}
