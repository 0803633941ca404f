// A Docusaurus site built from its own config, as a reader sees it: a link to one of its React pages,
// which helpdocs cannot draw, leads to a page that says where it is served.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('docusaurus-site'));

describe('a React page of the site', () => {
  for (const javaScript of [true, false])
    it(`is a page that links to it at the site's url (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const { page, context } = await site.open('/docs/reference/', { javaScript });
      await page.locator('main').getByRole('link', { name: 'support' }).click();
      await page.waitForURL(/\/support\/$/);
      expect(await page.locator('main h1').innerText()).toBe('This page is served elsewhere');
      const there = page.locator('main').getByRole('link', { name: 'https://lumen.example/support/' });
      expect(await there.getAttribute('href')).toBe('https://lumen.example/support/');
      await context.close();
    });
});
