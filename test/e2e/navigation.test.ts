// Page changes in place: a click on a link to another page of the site swaps that page in (head,
// content, sidebar, TOC, islands), moves scroll and focus, announces it, and keeps history with
// its scroll positions. Each swapped page is compared with a fresh load of it with JavaScript off.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureRoot, scriptsStarted, useSite } from './harness.js';

// Served with the site's own headers, so the page changes run under its strict CSP.
const site = useSite(fixtureRoot('theme-site'), { hostHeaders: true });
const INTRO = '/manual/guia/intro/';

/** What a reader sees of a page, independent of what JavaScript added (code blocks' copy and wrap buttons). */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const main = document.getElementById('main')?.cloneNode(true) as HTMLElement | undefined;
    for (const buttons of main?.querySelectorAll('.code-actions') ?? []) buttons.remove();
    const text = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((element) => element.textContent?.trim() ?? '');
    return {
      title: document.title,
      lang: document.documentElement.lang,
      head: [
        ...document.head.querySelectorAll('meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"]'),
      ].map((element) => element.outerHTML),
      main: main?.textContent?.replace(/\s+/g, ' ').trim(),
      sidebarCurrent: text('.doc-sidebar [aria-current="page"]'),
      openCategories: text('.doc-sidebar details[open] > summary'),
      toc: text('.doc-toc a'),
      drawerCurrent: text('.drawer [aria-current="page"]'),
    };
  });
}

async function freshSnapshot(route: string) {
  const { page, context } = await site.open(route, { javaScript: false });
  const seen = await snapshot(page);
  await context.close();
  return seen;
}

/** Marks the document, so a later check tells a swap from a full load. */
async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function waitForPage(page: Page, path: string) {
  await page.waitForFunction(
    (expected) => location.pathname === expected && document.activeElement?.id === 'main',
    path,
  );
}

/**
 * After a page change: as a fresh load, in the same document, focus on the content, announced, each behaviour bound
 * once.
 */
async function expectSwapped(page: Page, route: string) {
  await waitForPage(page, route);
  expect(await sameDocument(page)).toBe(true);
  expect(await snapshot(page)).toEqual(await freshSnapshot(route));
  const state = await page.evaluate(() => ({
    announced: document.querySelector('[aria-live]')?.textContent,
    pre: document.querySelectorAll('.markdown pre').length,
    copyButtons: document.querySelectorAll('.code-copy').length,
    backToTop: document.querySelectorAll('.back-to-top').length,
    liveRegions: document.querySelectorAll('[aria-live]').length,
  }));
  expect(state.announced).toBe(await page.title());
  expect(state.copyButtons).toBe(state.pre);
  expect(state.backToTop).toBeLessThanOrEqual(1);
  expect(state.liveRegions).toBe(1);
}

describe('page changes', () => {
  it('a swapped page shows as on a load: title, meta, content, sidebar, TOC; scroll, focus, announcement', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(site.url(INTRO));
    await scriptsStarted(page);
    await mark(page);
    await page.evaluate(() => scrollTo(0, 900));

    // A link inside a collapsed category: the new sidebar opens it and marks the page.
    await page.locator('.doc-sidebar summary', { hasText: 'Avançado' }).click();
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Avançado 3' }).click();
    await expectSwapped(page, '/manual/guia/avancado/a3/');
    expect(await page.evaluate(() => scrollY)).toBe(0);

    await page.getByRole('link', { name: /Próxima/ }).click();
    await expectSwapped(page, '/manual/guia/avancado/a4/');

    // Home (no sidebar, no TOC), then an unlisted page (robots noindex) through a link added to the page.
    await page.locator('.breadcrumbs a').first().click();
    await expectSwapped(page, '/manual/');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/manual/oculta/', textContent: 'escondida' });
      document.querySelector('.markdown')?.append(link);
    });
    await page.getByRole('link', { name: 'escondida' }).click();
    await expectSwapped(page, '/manual/oculta/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // From the keyboard: Enter on a focused link.
    await page.getByRole('link', { name: 'Guia', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await expectSwapped(page, INTRO);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Página longa com sumário, tabela, código e avisos.',
    );
    await site.screenshot(page, 'navigation-after-page-changes');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('goes to the hash of the new page, and lets hash-only links be', async () => {
    const { page, context } = await site.open('/manual/');
    await mark(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '/manual/guia/intro/#terceira-seção',
        textContent: 'terceira',
      });
      document.querySelector('.markdown')?.append(link);
    });
    await page.getByRole('link', { name: 'terceira' }).click();
    await waitForPage(page, INTRO);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#terceira-seção');
    const top = await page.locator('[id="terceira-seção"]').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);

    requests.length = 0;
    await page.locator('.doc-toc a', { hasText: 'Primeira seção' }).click();
    await page.waitForFunction(() => decodeURIComponent(location.hash) === '#primeira-seção');
    // Idle prefetches of the new page's other links may go out meanwhile; this page is not fetched again.
    expect(requests.filter((url) => new URL(url).pathname === INTRO)).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('restores scroll positions on back and forward, also across hash entries', async () => {
    const { page, context } = await site.open(INTRO);
    await mark(page);
    const scrollPageTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
      // Let the scroll event record the position.
      await page.evaluate(() => new Promise(requestAnimationFrame));
    };
    const pageScrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await scrollPageTo(1500);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Vídeo do guia' }).click();
    await waitForPage(page, '/manual/guia/video/');
    expect(await pageScrollY()).toBe(0);

    await page.goBack();
    await waitForPage(page, INTRO);
    await page.waitForFunction(() => Math.round(scrollY) === 1500);

    // A TOC entry (hash only), then back to where the reader was before it, and forward again.
    await page.locator('.doc-toc a', { hasText: 'Terceira seção' }).click();
    await page.waitForFunction(() => decodeURIComponent(location.hash) === '#terceira-seção');
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const third = await pageScrollY();
    expect(third).not.toBe(1500);
    await page.goBack();
    await page.waitForFunction(() => location.hash === '' && Math.round(scrollY) === 1500);
    await page.goForward();
    await page.waitForFunction((top) => location.hash !== '' && Math.round(scrollY) === top, third);

    // (The TOC click dropped the forward entry.) Away and back again: the hash entry's position.
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Vídeo do guia' }).click();
    await waitForPage(page, '/manual/guia/video/');
    expect(await pageScrollY()).toBe(0);
    await page.goBack();
    await waitForPage(page, INTRO);
    expect(await pageScrollY()).toBe(third);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it("unmounts the old page's islands and hydrates the new page's on intent", async () => {
    const { page, context } = await site.open(INTRO);
    await mark(page);
    const toggle = page.locator('[data-island="theme-toggle"]');
    await toggle.hover();
    await toggle.and(page.locator('[data-hydrated]')).waitFor();
    await toggle.evaluate((element) => ((window as unknown as { oldToggle: Element }).oldToggle = element));

    await page.locator('.doc-sidebar').getByRole('link', { name: 'Vídeo do guia' }).click();
    await waitForPage(page, '/manual/guia/video/');
    // React's unmount empties the old root; the new island waits for the reader.
    expect(
      await page.evaluate(() => {
        const old = (window as unknown as { oldToggle: Element }).oldToggle;
        return { connected: old.isConnected, children: old.childElementCount };
      }),
    ).toEqual({ connected: false, children: 0 });
    expect(await toggle.getAttribute('data-hydrated')).toBeNull();
    await toggle.hover();
    await toggle.and(page.locator('[data-hydrated]')).waitFor();
    await toggle.locator('button').click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    // The new search box's hotkey works (the old one's listener is gone with its root).
    await page.keyboard.press('/');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-island]')?.getAttribute('data-island')))
      .toBe('search-box');
    // The key may reach the box before React takes it over: hydration follows the focus.
    await expect
      .poll(() =>
        page
          .locator('[data-island="search-box"]')
          .evaluate((element) => element.isConnected && element.hasAttribute('data-hydrated')),
      )
      .toBe(true);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('leaves modified clicks and new-tab links to the browser', async () => {
    const { page, context } = await site.open(INTRO);
    await mark(page);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('.doc-sidebar')
        .getByRole('link', { name: 'Vídeo do guia' })
        .click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/manual/guia/video/');
    expect(new URL(page.url()).pathname).toBe(INTRO);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('works the same in the drawer (narrow window): the new page shows with the drawer closed', async () => {
    const { page, context } = await site.open(INTRO, { width: 375, height: 700 });
    await mark(page);
    await page.locator('summary.drawer-toggle').click();
    await page.locator('.drawer').getByRole('link', { name: 'Vídeo do guia' }).click();
    await waitForPage(page, '/manual/guia/video/');
    expect(await page.locator('details.drawer').evaluate((drawer) => (drawer as HTMLDetailsElement).open)).toBe(false);
    expect((await snapshot(page)).drawerCurrent).toEqual(['Vídeo do guia']);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
