// The help centre's front door (issue 32) in Chromium: a splash home whose hero holds the site's promise
// and a search box of its own, cards by reader that lead to real pages, and, without JavaScript, a
// search box that is a plain form to the search page.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useSite } from '../e2e/harness.js';

const site = useSite();
const HOME = '/manual/';
const SEARCH_PAGE = '/manual/busca/';

describe('the help centre home', () => {
  it('shows the hero: the promise, the search box and the actions to real pages', async () => {
    const { page, context } = await site.open(HOME, { width: 375, height: 800 });
    const hero = page.locator('main.splash .hero');
    expect(await hero.locator('h1').textContent()).toBe('Central de Ajuda do Vértice');
    expect(await hero.locator('.hero-tagline').textContent()).toMatch(/dados que já estão no seu ERP/);
    // On a phone the hero's box stays a full field (the navbar's folds to its button).
    const box = await hero.locator('#hero-search-input').boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    for (const href of await hero.locator('.hero-actions a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect((await page.request.get(site.url(href ?? ''))).status(), href ?? '').toBe(200);
    await context.close();
  });

  it("finds pages from the hero's box as the reader types, and leaves / to the navbar's", async () => {
    const { page, context } = await site.open(HOME);
    const input = page.locator('#hero-search-input');
    await input.click();
    await input.pressSequentially('alterar senha');
    const options = page.locator('#hero-search-list[aria-busy="false"] [role="option"]');
    await options.first().waitFor();
    expect(await options.first().getAttribute('href')).toMatch(
      /^\/manual\/ajuda\/acesso-ao-sistema\/alterar-a-senha\//,
    );
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    // Two search boxes, one search landmark: axe finds nothing with the hero's list open.
    expect(await page.locator('[role="search"]').count()).toBe(1);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    // Enter opens the first result, as in the navbar.
    await input.press('Enter');
    await page.waitForURL(/alterar-a-senha\/(#.*)?$/);

    await page.goto(site.url(HOME));
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-box-input');
    await context.close();
  });

  it('leads by cards to real pages, for managers, representatives and implementers', async () => {
    const { page, context } = await site.open(HOME);
    const titles = await page.locator('.card-grid .card-title').allTextContents();
    expect(titles.slice(0, 3)).toEqual(['Sou gestor', 'Sou representante', 'Cuido da implantação ou da TI']);
    const hrefs = await page.locator('.card-grid .card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(18);
    for (const href of new Set(hrefs)) {
      const [pathname = '', fragment] = (href ?? '').split('#');
      const target = await context.newPage();
      const response = await target.goto(site.url(pathname));
      expect(response?.status(), href ?? '').toBe(200);
      if (fragment) expect(await target.locator(`[id="${decodeURIComponent(fragment)}"]`).count(), href ?? '').toBe(1);
      await target.close();
    }
    await context.close();
  });

  it('without JavaScript, submits the hero box to the search page', async () => {
    const { page, context } = await site.open(HOME, { javaScript: false });
    const form = page.locator('.hero-search form');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe(SEARCH_PAGE);
    await page.locator('#hero-search-input').fill('curva abc');
    await page.locator('#hero-search-input').press('Enter');
    await page.waitForURL((url) => url.pathname === SEARCH_PAGE);
    expect(new URL(page.url()).searchParams.get('q')).toBe('curva abc');
    // The search page without JavaScript says so and lists where to start (test/quality/no-js.test.ts).
    expect(await page.locator('.search-needs-js').isVisible()).toBe(true);
    expect(await page.locator('.search-top-pages a').count()).toBeGreaterThan(3);
    await context.close();
  });
});
