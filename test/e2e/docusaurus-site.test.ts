// A Docusaurus site built from its own config, as a reader sees it: a link to one of its React pages
// leads to that page, drawn at build time inside the site's layout.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('docusaurus-site'));

describe('a React page of the site', () => {
  for (const javaScript of [true, false])
    it(`is drawn from the site's own component (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const { page, context } = await site.open('/docs/reference/', { javaScript });
      await page.locator('main').getByRole('link', { name: 'support' }).click();
      await page.waitForURL(/\/support\/$/);
      expect(await page.locator('#main').innerText()).toBe('Write to us.');
      expect(await page.title()).toBe('Support | Lumen');
      await context.close();
    });
});
