// The search widgets in Chromium, on the help centre: what loads when, the keyboard, the marks,
// a failed download and its retry, a failed shard, the search page with and without JavaScript.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeTerms, shardUrl, type SearchManifest } from '../../src/search/format.js';
import { useSite } from '../e2e/harness.js';

const site = useSite();
const DOC = '/manual/usuario/inicio/intro/';
const SEARCH_DATA =
  /\/(search-manifest|assets\/search\/(shard|page)-\d+\.[0-9a-f]+)\.json$|\/assets\/engine\.[^/]+\.js$/;

const input = (page: Page) => page.locator('#search-box-input');
// The options once the list answers the whole query typed (not an earlier prefix's hits).
const options = (page: Page) => page.locator('#search-box-list[aria-busy="false"] [role="option"]');

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
    const kinds = requested.map((url) => url.replace(/-\d+\.[0-9a-f]+\.json$/, '').replace(/\.[0-9A-Za-z]+\.js$/, ''));
    expect(new Set(kinds)).toEqual(
      new Set([
        '/manual/assets/engine',
        '/manual/search-manifest.json',
        '/manual/assets/search/shard',
        '/manual/assets/search/page',
      ]),
    );
    // Only the shards of the words typed and the fragments of the results shown, never the whole index.
    const shards = requested.filter((url) => url.includes('/shard-'));
    const manifest = (await (await page.request.get(site.url('/manual/search-manifest.json'))).json()) as {
      shards: unknown[];
      fragmentHashes: unknown[];
    };
    expect(shards.length).toBeLessThan(manifest.shards.length);
    expect(requested.filter((url) => url.includes('/page-')).length).toBeLessThan(manifest.fragmentHashes.length / 3);
    // Every file once: what a keystroke fetched serves the next ones.
    expect(new Set(requested).size).toBe(requested.length);
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
    const marks = await first.locator('mark').allInnerTexts();
    expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['relatório', 'vendas']));
    expect(await first.locator('.search-hit-title').innerText()).toMatch(/^Relatório de vendas/);
    expect(await first.locator('.search-hit-crumbs').innerText()).toBe('Módulos › Vendas › Análise');
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

  it('shows an error with "Tentar novamente" when the engine fails to download, and recovers', async () => {
    const { page, context } = await site.open(DOC);
    let fail = true;
    await page.route(/\/search-manifest\.json$/, (route) => (fail ? route.abort() : route.continue()));
    await input(page).focus();
    const alert = page.locator('.search-panel [role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Não foi possível carregar a busca.');

    fail = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await alert.waitFor({ state: 'detached' });
    await input(page).pressSequentially('boleto');
    await options(page).first().waitFor();
    expect(await options(page).first().getAttribute('href')).toMatch(
      /^\/manual\/ajuda\/financeiro\/baixar-nota-e-boleto\//,
    );
    await context.close();
  });

  it('says so when a shard fails (HTTP 500), shows what the other shards found, and recovers on retry', async () => {
    const { page, context } = await site.open(DOC);
    const manifest = (await (
      await page.request.get(site.url('/manual/search-manifest.json'))
    ).json()) as SearchManifest;
    const shardOf = (term: string) => {
      const n = decodeTerms(manifest.terms).indexOf(term);
      return shardUrl(
        manifest,
        manifest.shards.findLastIndex(([first]) => first <= n),
      );
    };
    const failing = shardOf('bolet');
    expect(shardOf('senh')).not.toBe(failing);
    let fail = true;
    await page.route(/\/assets\/search\/shard-\d+\.[0-9a-f]+\.json$/, (route) =>
      fail && new URL(route.request().url()).pathname === failing
        ? route.fulfill({ status: 500, body: 'boom' })
        : route.continue(),
    );
    await input(page).focus();
    await input(page).pressSequentially('boleto senha ');
    const alert = page.locator('.search-panel [role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Parte do índice de busca não carregou');
    // The word whose shard did arrive still finds its pages.
    await expect
      .poll(() => options(page).first().getAttribute('href'))
      .toMatch(/^\/manual\/ajuda\/acesso-ao-sistema\/alterar-a-senha\//);

    fail = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await alert.waitFor({ state: 'detached' });
    await expect
      .poll(() => options(page).first().getAttribute('href'))
      .toMatch(/^\/manual\/ajuda\/financeiro\/baixar-nota-e-boleto\//);
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
    expect(await page.locator('.search-top-pages h2').allInnerTexts()).toEqual([
      'Ajuda',
      'Implantação',
      'Manual do usuário',
    ]);
    await context.close();
  });
});

describe('the search page', () => {
  it('shows the first results of ?q= before React has arrived, then the island takes the list over', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    // React (the hydrate chunk) is held back: whatever shows meanwhile comes from the page's own script.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.url('/manual/busca/?q=instalacao'));
    const early = page.locator('.search-early .search-page-hits > li');
    await expect
      .poll(() => page.locator('.search-early .search-count').textContent())
      .toMatch(/^\d+ documentos encontrados$/);
    expect(Number((await page.locator('.search-early .search-count').innerText()).split(' ')[0])).toBeGreaterThan(10);
    await expect.poll(() => early.count()).toBe(10);
    expect(await page.locator('.search-early .search-page-hits mark').count()).toBeGreaterThan(0);
    expect(await early.first().locator('.search-hit-crumbs').count()).toBe(1);
    expect(await page.locator('#search-page-q').inputValue()).toBe('instalacao');
    expect(await page.locator('[data-island="search-page"][data-hydrated]').count()).toBe(0);
    const firstHref = await early.first().locator('a').getAttribute('href');

    release();
    await page.locator('[data-island="search-page"][data-hydrated]').waitFor();
    await expect.poll(() => page.locator('.search-early > *').count()).toBe(0);
    const hits = page.locator('.search-page-hits > li');
    await expect.poll(() => hits.count()).toBe(10);
    expect(await hits.first().locator('a').getAttribute('href')).toBe(firstHref);
    expect(await page.locator('.search-count').innerText()).toMatch(/^\d+ documentos encontrados$/);
    await page.getByRole('button', { name: 'Mostrar mais resultados' }).click();
    await expect.poll(() => hits.count()).toBeGreaterThan(10);
    await context.close();
  });

  it('lists results for ?q= ten at a time and keeps the query in the address as the reader types', async () => {
    const { page, context } = await site.open('/manual/busca/?q=instalacao');
    const count = page.locator('.search-count');
    await expect.poll(() => count.innerText()).toMatch(/^\d+ documentos encontrados$/);
    const total = Number((await count.innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    await expect.poll(() => page.locator('.search-page-hits > li').count()).toBe(10);
    await page.getByRole('button', { name: 'Mostrar mais resultados' }).click();
    await expect.poll(() => page.locator('.search-page-hits > li').count()).toBe(Math.min(20, total));
    expect(await page.locator('#search-page-q').inputValue()).toBe('instalacao');
    expect(await page.locator('main noscript').count()).toBe(1);
    expect(await page.locator('.search-needs-js').count()).toBe(0);

    await page.locator('#search-page-q').fill('mapa de calor');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('mapa de calor');
    await expect
      .poll(() => page.locator('.search-page-hits > li a').first().getAttribute('href'))
      .toMatch(/^\/manual\/usuario\/modulos\/geomarketing\/mapas\/mapa-de-calor\//);
    await context.close();
  });
});
