// A sidebar of a few thousand links: each page carries its own branch, and a closed category is
// filled from the sidebar's JSON as it opens; without JavaScript it leads to its first doc.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeOneLineSite } from '../../bench/one-line-site.js';
import { LAZY_SIDEBAR_LINKS } from '../../src/render/sidebar-data.js';
import { useSite } from './harness.js';

const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-large-sidebar-'));
const routes = await writeOneLineSite(root, 2_000);
afterAll(() => rm(root, { recursive: true, force: true }));
const site = useSite(root);

const PAGE = '/manual/secao-005/pagina-010/';

describe('a large sidebar', () => {
  it('a page carries its own branch and the closed categories, not every link', async () => {
    expect(routes.length).toBeGreaterThan(LAZY_SIDEBAR_LINKS * 6);
    const html = await readFile(path.join(site.outDir, PAGE, 'index.html'), 'utf8');
    const nav = html.match(/<nav class="sidebar".*?<\/nav>/s)?.[0] ?? '';
    // Of its own folder's 100 docs, the 21 around it and one closed row for the other 79; a link (to
    // its first doc) for each of the 19 closed folders and for that row.
    expect(nav.match(/<a /g)?.length).toBe(21 + 1 + 19);
    expect(nav.match(/data-lazy=/g)?.length).toBe(19 + 1);
    expect(nav).toContain('Página 5.21 … Página 5.99');
    // Written once: the drawer has an empty slot for it.
    expect(html.match(/<nav class="sidebar"/g)).toHaveLength(1);
    expect(html).toContain('<div class="drawer-sidebar"></div>');
    const files = await readdir(path.join(site.outDir, 'manual/assets'));
    expect(files.filter((name) => /^sidebar\.[0-9a-f]{12}\.json$/.test(name))).toHaveLength(1);
  });

  it('a closed category opens and shows its links, and so does one inside it', async () => {
    const { page, context } = await site.open(PAGE);
    const nav = page.locator('aside.doc-sidebar nav.sidebar');
    expect(await nav.locator('a[aria-current="page"]').innerText()).toBe('Página 5.10');
    const category = nav.locator('li.sidebar-category', {
      has: page.locator('.sidebar-label', { hasText: 'secao-012' }),
    });
    await category.locator(':scope > details > summary').click();
    const links = category.locator(':scope > details > ul > li > a.sidebar-link');
    await expect.poll(() => links.count(), { timeout: 10_000 }).toBe(100);
    expect(await links.nth(3).getAttribute('href')).toBe('/manual/secao-012/pagina-003/');
    expect(await category.locator(':scope > details > summary').getAttribute('aria-expanded')).toBe('true');
    // secao-010 holds mais/, a closed category the browser made: it opens the same way.
    const outer = nav.locator('li.sidebar-category', { has: page.locator('.sidebar-label', { hasText: 'secao-010' }) });
    await outer.locator(':scope > details > summary').click();
    const inner = outer.locator('li.sidebar-category', { has: page.locator('.sidebar-label', { hasText: 'mais' }) });
    await inner.locator(':scope > details > summary').click();
    await expect.poll(() => inner.locator('a.sidebar-link').count(), { timeout: 10_000 }).toBe(5);
    // The rest of the page's own folder: its row gives way to the 79 docs it stood for.
    const own = nav.locator('li.sidebar-category', { has: page.locator('a[aria-current="page"]') }).last();
    await own.locator('summary', { hasText: 'Página 5.21 … Página 5.99' }).click();
    await expect.poll(() => own.locator(':scope > details > ul > li > a.sidebar-link').count()).toBe(100);
    await Promise.all([page.waitForURL('**/secao-012/pagina-003/'), links.nth(3).click()]);
    expect(await page.locator('h1').innerText()).toBe('Página 12.3');
    await context.close();
  });

  it('on a phone the drawer holds it, and it goes back to the aside on a wide screen', async () => {
    const { page, context } = await site.open(PAGE, { width: 375, height: 700 });
    expect(await page.locator('aside.doc-sidebar').isHidden()).toBe(true);
    await page.locator('summary.drawer-toggle').click();
    const nav = page.locator('.drawer-panel .drawer-sidebar nav.sidebar');
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await nav.locator('a[aria-current="page"]').innerText()).toBe('Página 5.10');
    // Opened in the drawer, a closed category fills from the sidebar's JSON as in the aside.
    const category = nav.locator('li.sidebar-category', {
      has: page.locator('.sidebar-label', { hasText: 'secao-012' }),
    });
    await category.locator(':scope > details > summary').click();
    await expect.poll(() => category.locator('a.sidebar-link').count(), { timeout: 10_000 }).toBe(100);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('aside.doc-sidebar nav.sidebar').isVisible()).toBe(true);
    expect(await page.locator('.drawer-sidebar nav').count()).toBe(0);
    await context.close();
  });

  it('without JavaScript, a phone shows it after the text', async () => {
    const { page, context } = await site.open(PAGE, { width: 375, height: 700, javaScript: false });
    const aside = page.locator('aside.doc-sidebar');
    expect(await aside.isVisible()).toBe(true);
    const [main, side] = await Promise.all([page.locator('main').boundingBox(), aside.boundingBox()]);
    expect(side?.y).toBeGreaterThan((main?.y ?? 0) + (main?.height ?? 0) - 1);
    expect(await aside.locator('a[aria-current="page"]').innerText()).toBe('Página 5.10');
    await context.close();
  });

  it('without JavaScript a closed category leads to its first doc', async () => {
    const { page, context } = await site.open(PAGE, { javaScript: false });
    const category = page.locator('aside.doc-sidebar nav.sidebar li.sidebar-category', {
      has: page.locator('.sidebar-label', { hasText: 'secao-012' }),
    });
    await category.locator(':scope > details > summary').click();
    const first = category.locator(':scope > details > ul > li > a.sidebar-link');
    expect(await first.count()).toBe(1);
    await Promise.all([page.waitForURL('**/secao-012/pagina-000/'), first.click()]);
    expect(await page.locator('h1').innerText()).toBe('Página 12.0');
    await context.close();
  });
});
