// A Docusaurus site with `trailingSlash: false` keeps its addresses: each page is written as Docusaurus writes it
// (`docs/guides/install.html`), served at `/docs/guides/install`, and every link of the site names it so: the
// sidebar's, the content's, the pagination's, a search result's, a redirect's. `/docs/guides/install/` leads there.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSite } from '../helpers/sites.js';
import { useSite } from './harness.js';

const root = await writeSite('docusaurus-html-pages', {
  'docusaurus.config.js': `module.exports = {
  title: 'Tern', url: 'https://tern.example', baseUrl: '/', trailingSlash: false,
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: [
    ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/docs/old', to: '/docs/guides/install' }] }],
  ],
};
`,
  'sidebars.js':
    "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/install'] }] };\n",
  'docs/intro.md':
    '# Intro\n\nStart with [installing](./guides/install.md#requirements) or [the guide](guides/install).\n',
  'docs/guides/install.md': '# Install\n\n## Requirements\n\nA turnip press and [the intro](../intro.md).\n',
});
const site = useSite(root);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('a Docusaurus site with trailingSlash: false', () => {
  it('writes each page as Docusaurus does, with a stub at its folder form', async () => {
    const files = await filesUnder(site.outDir);
    expect(files).toEqual(expect.arrayContaining(['docs/intro.html', 'docs/guides/install.html', 'docs/old.html']));
    expect(files).toEqual(expect.arrayContaining(['docs/guides/install/index.html', 'docs/old/index.html']));
  });

  it('serves each page at its address, and every link names pages without the slash', async () => {
    const { page, context } = await site.open('/docs/intro');
    expect(await page.locator('h1').innerText()).toBe('Intro');
    const article = page.locator('article');
    expect(await article.locator('a', { hasText: 'installing' }).getAttribute('href')).toBe(
      '/docs/guides/install#requirements',
    );
    expect(await article.locator('a', { hasText: 'the guide' }).getAttribute('href')).toBe('/docs/guides/install');
    const sidebar = page.locator('aside.doc-sidebar nav.sidebar');
    expect(await sidebar.locator('a[aria-current="page"]').getAttribute('href')).toBe('/docs/intro');
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => href !== '/' && /\/($|[?#])/.test(href ?? ''))).toEqual([]);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://tern.example/docs/intro');
    // Followed, a link lands on the page's own address.
    await Promise.all([page.waitForURL('**/docs/guides/install'), page.locator('.pagination-next').click()]);
    expect(await page.locator('h1').innerText()).toBe('Install');
    expect(new URL(page.url()).pathname).toBe('/docs/guides/install');
    await context.close();
  });

  it('leads the folder form and a moved page to the address, also without JavaScript', async () => {
    const { page, context } = await site.open('/docs/guides/install/', { javaScript: false });
    await page.waitForURL('**/docs/guides/install');
    expect(await page.locator('h1').innerText()).toBe('Install');
    await page.goto(`${site.origin}/docs/old`);
    await page.waitForURL('**/docs/guides/install');
    expect(new URL(page.url()).pathname).toBe('/docs/guides/install');
    await context.close();
  });

  it("gives search results at the pages' addresses", async () => {
    const { page, context } = await site.open('/docs/intro');
    const input = page.locator('#search-box-input');
    await input.focus();
    await input.pressSequentially('turnip');
    const first = page.locator('#search-box-list[aria-busy="false"] [role="option"]').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\/docs\/guides\/install(#|$)/);
    // The link to every result leads to the search page at its own address.
    const all = page.locator('a.search-all').first();
    expect(await all.getAttribute('href')).toBe('/search?q=turnip');
    await Promise.all([page.waitForURL('**/search?q=turnip'), all.click()]);
    const result = page.locator('main a[href^="/docs/guides/install"]').first();
    await expect.poll(() => result.count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});
