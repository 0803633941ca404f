// Page views reach the tag manager (dataLayer) and the analytics tag (gtag) exactly once per view:
// the first load and every path change, back and forward included, never a hash-only change. The
// tag hosts are intercepted (no real network): their scripts answer empty, so only our snippet
// writes to dataLayer.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { fixtureRoot, scriptsStarted, type TestSite, useSite } from './harness.js';

interface Views {
  /** page_path of each `{ event: 'page_view' }` pushed for the tag manager. */
  tagManager: string[];
  /** page_path and page_title of each gtag('event', 'page_view', …). */
  analytics: Array<{ path: string; title: string; location: string }>;
  config: unknown[];
}

function readViews(page: Page): Promise<Views> {
  return page.evaluate(() => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Array<
      Record<string, unknown> | IArguments
    >;
    const isArgs = (entry: unknown): entry is IArguments =>
      Object.prototype.toString.call(entry) === '[object Arguments]';
    const calls = layer.filter(isArgs).map((entry) => [...entry] as unknown[]);
    return {
      tagManager: layer
        .filter((entry) => !isArgs(entry) && entry.event === 'page_view')
        .map((entry) => String((entry as Record<string, unknown>).page_path)),
      analytics: calls
        .filter((call) => call[0] === 'event' && call[1] === 'page_view')
        .map((call) => {
          const data = call[2] as Record<string, string>;
          return { path: data.page_path ?? '', title: data.page_title ?? '', location: data.page_location ?? '' };
        }),
      config: calls.filter((call) => call[0] === 'config'),
    };
  });
}

/** Every request that leaves the test server is answered here, empty, and recorded. */
async function interceptOutside(site: TestSite, context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => !url.href.startsWith(site.origin),
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  return outside;
}

async function pageChange(page: Page, act: () => Promise<unknown>, path: string) {
  await act();
  await page.waitForFunction(
    (expected) => location.pathname === expected && document.activeElement?.id === 'main',
    path,
  );
}

/** Content-Security-Policy violations the page reports in its console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text());
  });
  return seen;
}

describe('analytics with a tag manager and a measurement id', () => {
  // Served with the site's own headers: the snippet must run under the strict CSP.
  const site = useSite(fixtureRoot('analytics-site'), { hostHeaders: true });

  it('loads both loaders once, one page view per view: first load, three page changes, back and forward', async () => {
    const context = await site.newContext();
    const outside = await interceptOutside(site, context);
    const page = await context.newPage();
    const violations = cspViolations(page);
    await page.goto(site.url('/manual/'));
    await scriptsStarted(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    let views = await readViews(page);
    expect(views.tagManager).toEqual(['/manual/']);
    expect(views.analytics).toEqual([
      { path: '/manual/', title: 'Central com análise | Central de Análise', location: site.url('/manual/') },
    ]);
    // The analytics tag's own page view is off: only ours count.
    expect(views.config).toEqual([['config', 'G-TESTE01', { send_page_view: false }]]);

    // 1: a link with a hash to another page is a view (of that page).
    await pageChange(page, () => page.getByRole('link', { name: 'segunda seção' }).click(), '/manual/guia/intro/');
    // A table-of-contents click only changes the hash: not a view.
    await page.locator('.doc-toc a', { hasText: 'Terceira seção' }).click();
    await page.waitForFunction(() => location.hash !== '' && decodeURIComponent(location.hash) === '#terceira-seção');
    // 2 and 3: sidebar links.
    await pageChange(
      page,
      () => page.locator('.doc-sidebar').getByRole('link', { name: 'Avançado 1' }).click(),
      '/manual/guia/avancado/a1/',
    );
    await pageChange(
      page,
      () => page.locator('.doc-sidebar').getByRole('link', { name: 'Avançado 2' }).click(),
      '/manual/guia/avancado/a2/',
    );
    // Back twice (a2 → a1 → intro#terceira-seção), once more (only the hash), then forward twice.
    await pageChange(page, () => page.goBack(), '/manual/guia/avancado/a1/');
    await pageChange(page, () => page.goBack(), '/manual/guia/intro/');
    await page.goBack();
    await page.waitForFunction(() => decodeURIComponent(location.hash) === '#segunda-seção');
    await page.goForward();
    await page.waitForFunction(() => decodeURIComponent(location.hash) === '#terceira-seção');
    await pageChange(page, () => page.goForward(), '/manual/guia/avancado/a1/');

    views = await readViews(page);
    const expected = [
      '/manual/',
      '/manual/guia/intro/',
      '/manual/guia/avancado/a1/',
      '/manual/guia/avancado/a2/',
      '/manual/guia/avancado/a1/',
      '/manual/guia/intro/',
      '/manual/guia/avancado/a1/',
    ];
    expect(views.tagManager).toEqual(expected);
    expect(views.analytics.map((view) => view.path)).toEqual(expected);
    expect(views.analytics.map((view) => view.title)).toEqual([
      'Central com análise | Central de Análise',
      'Introdução ao guia | Central de Análise',
      'Avançado 1 | Central de Análise',
      'Avançado 2 | Central de Análise',
      'Avançado 1 | Central de Análise',
      'Introdução ao guia | Central de Análise',
      'Avançado 1 | Central de Análise',
    ]);
    expect(views.analytics.every((view) => !view.location.includes('#'))).toBe(true);
    // All of it happened in one document, and the loaders were fetched once.
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(outside.sort()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TESTE01',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TESTE01',
    ]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('counts a page that falls back to a full load once, on its own load', async () => {
    const context = await site.newContext();
    await interceptOutside(site, context);
    // The router's chunk never arrives: the click becomes an ordinary navigation.
    await context.route(/\/assets\/router\.[^/]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(site.url('/manual/guia/intro/'));
    await scriptsStarted(page);
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('.doc-sidebar').getByRole('link', { name: 'Avançado 3' }).click(),
    ]);
    const views = await readViews(page);
    expect(views.tagManager).toEqual(['/manual/guia/avancado/a3/']);
    expect(views.analytics.map((view) => view.path)).toEqual(['/manual/guia/avancado/a3/']);
    await context.close();
  });
});

describe('analytics with no ids (the help centre)', () => {
  const site = useSite();

  it('puts no script in the page and makes no request outside the site, across page changes', async () => {
    const context = await site.newContext();
    const outside = await interceptOutside(site, context);
    const page = await context.newPage();
    await page.goto(site.url('/manual/implantacao/inicio/instalando-o-integrador/'));
    await scriptsStarted(page);
    expect(await page.content()).not.toContain('googletagmanager');
    const next = page.locator('a.pagination-next');
    const target = new URL((await next.getAttribute('href')) ?? '', site.origin).pathname;
    await pageChange(page, () => next.click(), target);
    await pageChange(page, () => page.goBack(), '/manual/implantacao/inicio/instalando-o-integrador/');
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
    expect(outside).toEqual([]);
    await context.close();
  });
});
