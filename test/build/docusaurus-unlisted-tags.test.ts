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
    expect(html('sitemap.xml')).toContain('/docs/tags/shared/');
    expect(html('sitemap.xml')).not.toContain('/docs/tags/secret/');
  }, 60_000);
});
