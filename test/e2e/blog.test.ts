// A Docusaurus site's blog in Chromium (test/fixtures/docusaurus-site), without JavaScript: the list
// page leads to a post and to the older posts; both have one h1, the landmarks and AA contrast.
import { describe, expect, it } from 'vitest';
import { findLowContrast } from './contrast.js';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('docusaurus-site'));

describe('the blog', () => {
  it('lists the newest posts, leads to a post and on to the older ones, all without scripts', async () => {
    const { page, context } = await site.open('/blog/', { javaScript: false });
    // A Docusaurus site's list page is titled, not headed, as its BlogListPage draws it.
    expect(await page.locator('h1').count()).toBe(0);
    expect(await page.title()).toMatch(/^Blog/);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.locator('main article > header h2').allTextContents()).toEqual([
      'Charts in the dark',
      'Lighter tables in Lumen 1.2',
    ]);
    await page.getByRole('link', { name: 'Read more about Lighter tables in Lumen 1.2' }).click();
    await page.waitForURL((url) => url.pathname === '/blog/2026/02/14/light-tables/');
    expect(await page.locator('h1').allTextContents()).toEqual(['Lighter tables in Lumen 1.2']);
    expect(await page.locator('main').innerText()).toContain('What changed');
    await page.getByRole('navigation', { name: 'Blog post navigation' }).getByRole('link', { name: /Older/ }).click();
    await page.waitForURL((url) => url.pathname === '/blog/2026/01/01/hello/');
    await site.screenshot(page, 'blog-post-1280');
    await context.close();
  });

  it.each(['light', 'dark'] as const)('meets AA contrast on the list, a post and the archive (%s)', async (mode) => {
    for (const route of ['/blog/', '/blog/2026/02/14/light-tables/', '/blog/archive/']) {
      const { page, context } = await site.open(route, { colourMode: mode, width: 375 });
      expect(await page.evaluate(findLowContrast), route).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(375);
      await context.close();
    }
  });
});
