// Gate: the help centre with JavaScript off. Every page type reads, the sidebar, breadcrumbs and
// previous/next links lead where they say, categories open, search falls back to a plain form, and
// every redirect stub of the help centre lands on the right page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { glob } from 'tinyglobby';
import { afterEach, describe, expect, it } from 'vitest';
import { useSite, type OpenOptions } from '../e2e/harness.js';
import { repoRoot } from '../helpers/sites.js';
import { PAGES, PAGE_TYPES } from './pages.js';

const site = useSite();
let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function noJs(route: string, options: OpenOptions = {}): Promise<Page> {
  const context = await site.newContext({ ...options, javaScript: false });
  contexts.push(context);
  const { page } = await site.open(route, { ...options, context });
  return page;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('with JavaScript off', () => {
  it.each(PAGE_TYPES)('reads the %s', async (name, route) => {
    const page = await noJs(route);
    expect(await page.evaluate(() => typeof (window as { React?: unknown }).React)).toBe('undefined');
    await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(30);
    if (route === PAGES.doc) {
      for (const selector of ['.markdown table', '.admonition', '.markdown pre code'])
        expect(await page.locator(selector).first().isVisible()).toBe(true);
    }
    if (route === PAGES.video) {
      // No source is set for the video yet (helpdocs.config.ts): no player, the page's notice and walkthrough instead.
      expect(await page.locator('main video, main iframe, main figure.video, main figure.video-file').count()).toBe(0);
      expect(await page.locator('.admonition-note').innerText()).toContain('O vídeo está em produção');
      expect(await page.locator('.markdown h3').count()).toBe(12);
    }
    if (route === PAGES.search) {
      expect(await page.locator('.search-needs-js').isVisible()).toBe(true);
      expect(await page.locator('.search-top-pages a').count()).toBeGreaterThan(3);
    }
    if (name === 'tags index') expect(await page.locator('a.tag').count()).toBeGreaterThan(10);
    if (name === '404')
      expect(await page.locator('main').innerText()).toContain(
        'Não foi possível encontrar o que você está procurando.',
      );
  });

  it('follows the sidebar, the breadcrumbs and previous/next', async () => {
    const page = await noJs(PAGES.doc);
    const next = page.locator('.pagination a[rel="next"]');
    const nextRoute = await next.getAttribute('href');
    await next.click();
    expect(pathname(page)).toBe(nextRoute);
    await page.locator('.pagination a[rel="prev"]').click();
    expect(pathname(page)).toBe(PAGES.doc);

    const link = page.locator('.doc-sidebar a.sidebar-link:not([aria-current])').last();
    const target = await link.getAttribute('href');
    const label = await link.innerText();
    await link.click();
    expect(pathname(page)).toBe(target);
    expect(await page.locator('.doc-sidebar [aria-current="page"]').innerText()).toBe(label);
    expect(await page.locator('main h1').isVisible()).toBe(true);

    for (const which of ['first', 'last'] as const) {
      await page.goto(site.url(PAGES.doc));
      const crumbs = page.locator('.breadcrumbs a');
      expect(await crumbs.count()).toBeGreaterThanOrEqual(2);
      const crumb = crumbs[which]();
      const crumbRoute = await crumb.getAttribute('href');
      await crumb.click();
      expect(pathname(page)).toBe(crumbRoute);
      expect(await page.locator('main h1').isVisible()).toBe(true);
    }
    expect(
      await page
        .goBack()
        .then(() => page.goBack())
        .then(() => pathname(page)),
    ).toBe(PAGES.home);
  });

  it('opens a closed sidebar category and reaches a page inside it', async () => {
    const page = await noJs(PAGES.doc);
    const label = await page.locator('.doc-sidebar details:not([open]) > summary').first().getAttribute('data-label');
    const category = page.locator(`.doc-sidebar details:has(> summary[data-label="${label}"])`);
    const inside = category.locator(':scope > ul a.sidebar-link').first();
    expect(await inside.isVisible()).toBe(false);
    await category.locator(':scope > summary').click();
    expect(await category.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const target = await inside.getAttribute('href');
    await inside.click();
    expect(pathname(page)).toBe(target);
  });

  it('opens the drawer on a phone and follows its sidebar', async () => {
    const page = await noJs(PAGES.doc, { width: 375 });
    await page.locator('.drawer-toggle').click();
    const link = page.locator('.drawer-panel .sidebar a.sidebar-link:not([aria-current])').first();
    expect(await link.isVisible()).toBe(true);
    const target = await link.getAttribute('href');
    await link.click();
    expect(pathname(page)).toBe(target);
  });

  it('searches through the plain form, landing on the search page with where to start', async () => {
    const page = await noJs(PAGES.doc);
    await page.locator('#search-box-input').fill('senha');
    await page.locator('#search-box-input').press('Enter');
    await page.waitForURL((url) => url.pathname === '/manual/busca/');
    expect(new URL(page.url()).searchParams.get('q')).toBe('senha');
    expect(await page.locator('.search-needs-js').isVisible()).toBe(true);
  });

  // Over a hundred page loads one after another: on a loaded machine they took more than the default minute.
  it('lands on the right page from every redirect stub of the help centre, through the meta refresh', async () => {
    const redirects = JSON.parse(await readFile(path.join(repoRoot, 'redirects.json'), 'utf8')) as Array<{
      from: string;
      to: string;
    }>;
    const moved = new Map(redirects.map((r) => [`/manual${r.from}`, `/manual${r.to}/`]));
    const stubs: Array<[string, string]> = [];
    for (const file of await glob('**/*.html', { cwd: site.outDir })) {
      if (!(await readFile(path.join(site.outDir, file), 'utf8')).includes('http-equiv="refresh"')) continue;
      // x/index.html or x.html: a moved page (redirects.json), or else the .html form of page x.
      const route = `/${file.replace(/(\/index)?\.html$/, '')}`;
      stubs.push([`/${file}`, moved.get(route) ?? `${route}/`]);
    }
    expect(stubs.length).toBeGreaterThanOrEqual(redirects.length * 2 + 93);
    const page = await noJs(PAGES.home);
    const wrong: string[] = [];
    for (const [stub, target] of stubs) {
      await page.goto(site.url(stub));
      await page.waitForURL((url) => url.pathname !== stub, { timeout: 10_000 }).catch(() => {});
      if (pathname(page) !== target || !(await page.locator('main h1').isVisible()))
        wrong.push(`${stub} → ${pathname(page)} (expected ${target})`);
    }
    console.info(`no-JS: ${stubs.length} redirect stubs followed by meta refresh, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  }, 180_000);

  it('lands on the right page from a moved page through its visible link', async () => {
    const context = await site.newContext({ javaScript: false });
    contexts.push(context);
    // The first request for the target is the meta refresh: cancel it, so the reader uses the link.
    let refreshes = 0;
    await context.route(
      (url) => url.pathname === PAGES.stubTarget,
      (route) => (refreshes++ === 0 ? route.abort('aborted') : route.continue()),
    );
    const page = await context.newPage();
    await page.goto(site.url(PAGES.stub));
    await expect.poll(() => refreshes).toBe(1);
    await page.getByRole('link', { name: new URL(PAGES.stubTarget, 'https://ajuda.vertice.example').href }).click();
    // The click starts the navigation; the page is the target's once it has loaded (a loaded machine is slow).
    await page.waitForURL((url) => url.pathname === PAGES.stubTarget, { waitUntil: 'load' });
    expect(pathname(page)).toBe(PAGES.stubTarget);
    await expect.poll(() => page.locator('main h1').isVisible()).toBe(true);
  });
});
