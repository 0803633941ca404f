// The search widgets in Chromium, on the help centre: what loads when, the keyboard, the marks,
// a failed download and its retry, the search page with and without JavaScript.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from '../e2e/harness.js';

const site = useSite();
const DOC = '/manual/usuario/inicio/intro/';
const SEARCH_DATA = /\/(search-manifest|assets\/search-(index|store)\.[0-9a-f]+)\.json$|\/assets\/engine\.[^/]+\.js$/;

const input = (page: Page) => page.locator('#search-box-input');
const options = (page: Page) => page.locator('#search-box-list [role="option"]');

function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (SEARCH_DATA.test(new URL(request.url()).pathname)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

describe('the navbar search box', () => {
  it('downloads nothing for search until first focus, not even when the widget hydrates on hover', async () => {
    const { page, context } = await site.open(DOC);
    const requested = searchRequests(page);
    await page.locator('[data-island="search-box"]').hover();
    await page.locator('[data-island="search-box"][data-hydrated]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await input(page).focus();
    await input(page).pressSequentially('senha');
    await options(page).first().waitFor();
    expect(requested.map((url) => url.replace(/\.[0-9A-Za-z]+\.(json|js)$/, ''))).toEqual(
      expect.arrayContaining(['/manual/assets/engine', '/manual/search-manifest.json', '/manual/assets/search-index', '/manual/assets/search-store']),
    );
    await context.close();
  });

  it('opens with / and Ctrl+K and is driven from the keyboard: arrows, Enter, Escape', async () => {
    const { page, context } = await site.open(DOC);
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-box-input');
    await page.keyboard.type('como trocar a senha');
    await options(page).first().waitFor();

    const box = input(page);
    expect(await box.getAttribute('role')).toBe('combobox');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#search-box-list').getAttribute('role')).toBe('listbox');
    const first = options(page).nth(0);
    const second = options(page).nth(1);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await first.getAttribute('aria-selected')).toBe('true');

    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.search-panel').isVisible()).toBe(false);
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-selected')).toBe('true');

    // Ctrl+K from anywhere, even while another field has focus.
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-box-input');

    const target = await first.getAttribute('href');
    expect(target).toBe('/manual/ajuda/acesso-ao-sistema/alterar-a-senha/#trocar-a-senha-atual');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(site.url(target!));
    await context.close();
  });

  it('shows title, section, breadcrumb and a snippet with the matched words marked, accents or not', async () => {
    const { page, context } = await site.open(DOC);
    await input(page).focus();
    await input(page).pressSequentially('relatorio de vendas');
    const first = options(page).first();
    await first.waitFor();
    expect(await first.locator('.search-hit-title').innerText()).toMatch(/^Relatório de vendas/);
    expect(await first.locator('.search-hit-crumbs').innerText()).toBe('Módulos › Vendas › Análise');
    const marks = await first.locator('mark').allInnerTexts();
    expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['relatório', 'vendas']));
    expect(await first.locator('.search-hit-snippet mark').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-all').innerText()).toMatch(/^\d+ documentos encontrados$/);
    await context.close();
  });

  it('says when nothing is found', async () => {
    const { page, context } = await site.open(DOC);
    await input(page).focus();
    await input(page).pressSequentially('xyzzy ');
    await expect.poll(() => page.locator('.search-all').innerText()).toBe('Nenhum resultado para “xyzzy”');
    expect(await options(page).count()).toBe(0);
    await context.close();
  });

  it('shows an error with "Tentar novamente" when the index fails to download, and recovers', async () => {
    const { page, context } = await site.open(DOC);
    let fail = true;
    await page.route(/\/assets\/search-index\.[0-9a-f]+\.json$/, (route) => (fail ? route.abort() : route.continue()));
    await input(page).focus();
    const alert = page.locator('.search-panel [role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Não foi possível carregar a busca.');

    fail = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await alert.waitFor({ state: 'detached' });
    await input(page).pressSequentially('boleto');
    await options(page).first().waitFor();
    expect(await options(page).first().getAttribute('href')).toMatch(/^\/manual\/ajuda\/financeiro\/baixar-nota-e-boleto\//);
    await context.close();
  });

  it('is a plain form to the search page when JavaScript is off', async () => {
    const { page, context } = await site.open(DOC, { javaScript: false });
    await input(page).fill('segunda via boleto');
    await input(page).press('Enter');
    await page.waitForURL(/\/manual\/busca\/\?q=segunda\+via\+boleto$/);
    expect(await page.locator('main').innerText()).toContain('A busca precisa de JavaScript.');
    const links = page.locator('.search-top-pages a');
    expect(await links.count()).toBeGreaterThan(3);
    expect(await page.locator('.search-top-pages a[href="/manual/usuario/inicio/intro/"]').count()).toBe(1);
    // Each sidebar's group is named after the navbar link into it.
    expect(await page.locator('.search-top-pages h2').allInnerTexts()).toEqual(['Ajuda', 'Implantação', 'Manual do usuário']);
    await context.close();
  });
});

describe('the search page', () => {
  it('lists every result for ?q= and keeps the query in the address as the reader types', async () => {
    const { page, context } = await site.open('/manual/busca/?q=instalacao');
    const count = page.locator('.search-count');
    await expect.poll(() => count.innerText()).toMatch(/^\d+ documentos encontrados$/);
    const total = Number((await count.innerText()).split(' ')[0]);
    expect(await page.locator('.search-page-hits > li').count()).toBe(total);
    expect(total).toBeGreaterThan(8);
    expect(await page.locator('#search-page-q').inputValue()).toBe('instalacao');
    expect(await page.locator('main noscript').count()).toBe(1);
    expect(await page.locator('.search-needs-js').count()).toBe(0);

    await page.locator('#search-page-q').fill('mapa de calor');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('mapa de calor');
    await expect.poll(() => page.locator('.search-page-hits > li a').first().getAttribute('href')).toMatch(/^\/manual\/usuario\/modulos\/geomarketing\/mapas\/mapa-de-calor\//);
    await context.close();
  });
});
