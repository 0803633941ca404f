/** Everything may be crawled (unlisted pages say `noindex` themselves, which needs a crawl to be seen). */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
