// A tag carried only by unlisted docs gets its page, listing them, marked unlisted (noindex and the banner) and
// left out of the tags list and the sitemap; a tag with a listed doc lists that one only (@docusaurus/utils
// tags.js, getTagVisibility; plugin-content-docs routes.js; theme-classic DocTagDocListPage).
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>';

describe('a tag of unlisted docs only', () => {
  it('has an unlisted page, in no list of tags', async () => {
    const result = await build({ root: `${fixtures}docusaurus-unlisted-tags`, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = (route: string) => String(result.files.find((file) => file.path === route)?.contents ?? '');
    const secret = html('docs/tags/secret/index.html');
    expect(secret).toContain(NOINDEX);
    expect(secret).toContain('unlisted-banner');
    expect(secret).toContain('<a href="/docs/hidden/"><strong>Hidden</strong></a>');
    const shared = html('docs/tags/shared/index.html');
    expect(shared).not.toContain(NOINDEX);
    expect(shared).toContain('<strong>Open</strong>');
    expect(shared).not.toContain('<strong>Hidden</strong>');
    expect(html('docs/tags/index.html')).toContain('/docs/tags/shared/');
    expect(html('docs/tags/index.html')).not.toContain('/docs/tags/secret/');
    expect(html('sitemap.xml')).toContain('/docs/tags/shared</loc>');
    expect(html('sitemap.xml')).not.toContain('/docs/tags/secret');
  }, 60_000);

  it('of a blog has an unlisted page too, and the blog lists the tag only where a listed post carries it', async () => {
    const result = await build({ root: `${fixtures}docusaurus-unlisted-tags`, write: false });
    const html = (route: string) => String(result.files.find((file) => file.path === route)?.contents ?? '');
    // plugin-content-blog blogUtils getBlogTags, getTagVisibility; theme-classic BlogTagsPostsPage.
    const backstage = html('blog/tags/backstage/index.html');
    expect(backstage).toContain(NOINDEX);
    expect(backstage).toContain('unlisted-banner');
    expect(backstage).toContain('Hidden post');
    const news = html('blog/tags/news/index.html');
    expect(news).not.toContain(NOINDEX);
    expect(news).toContain('Open post');
    expect(news).not.toContain('Hidden post');
    expect(html('blog/tags/index.html')).toContain('/blog/tags/news/');
    expect(html('blog/tags/index.html')).not.toContain('/blog/tags/backstage/');
    expect(html('sitemap.xml')).toContain('/blog/tags/news</loc>');
    expect(html('sitemap.xml')).not.toContain('/blog/tags/backstage');
  }, 60_000);
});
