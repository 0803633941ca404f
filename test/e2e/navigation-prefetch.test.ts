// Prefetching and the ways a page change can go: links prefetched when they show and on hover,
// each page once, never on 2g or with saveData; the loading bar only for slow loads; every failure
// handed to the browser as an ordinary navigation. Also reports how many frames a page change
// between two prefetched pages takes (a figure for the README, not asserted).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { fixtureRoot, scriptsStarted, useSite } from './harness.js';

const site = useSite(fixtureRoot('theme-site'));
const INTRO = '/manual/guia/intro/';
const VIDEO = '/manual/guia/video/';

/** Paths of the pages fetched by the page's scripts (prefetches and page changes), in order. */
function pageFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch' && url.origin === site.origin && url.pathname.endsWith('/'))
      paths.push(url.pathname + url.search);
  });
  return paths;
}

/** A link added after load: the viewport prefetcher does not watch it, so only hover or a click fetch it. */
async function addLink(page: Page, href: string, text: string) {
  await page.evaluate(
    ([to, label]) => {
      const link = Object.assign(document.createElement('a'), { href: to, textContent: label });
      document.querySelector('.markdown')?.prepend(link);
    },
    [href, text] as const,
  );
  return page.getByRole('link', { name: text, exact: true });
}

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

/** Loads the router chunk the way a reader does (pointer over a site link) and waits for it. */
async function loadRouter(page: Page) {
  const loaded = page.waitForResponse(/\/assets\/router\.[^/]+\.js$/);
  await page.locator('.navbar-brand').last().hover();
  await loaded;
}

/** Records whether a loading bar is ever attached from now on. */
async function watchForBar(page: Page) {
  await page.evaluate(() => {
    const seen = { bar: false };
    (window as unknown as { barSeen: typeof seen }).barSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { barSeen: { bar: boolean } }).barSeen.bar);
}

function counts(paths: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const path of paths) out[path] = (out[path] ?? 0) + 1;
  return out;
}

async function emulateConnection(context: BrowserContext, connection: { effectiveType: string; saveData: boolean }) {
  await context.addInitScript((value) => {
    const info = { ...value, downlink: 0.2, rtt: 1800, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => info });
  }, connection);
}

describe('prefetch', () => {
  it('fetches links in view and on hover, each page once; a prefetched page changes without the network', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const fetched = pageFetches(page);
    await page.goto(site.url(INTRO));
    // In view at once: the sidebar's "Vídeo do guia" and the home link; the collapsed category's pages are not.
    await expect.poll(() => fetched.includes(VIDEO) && fetched.includes('/manual/')).toBe(true);
    expect(fetched.filter((path) => path.includes('/avancado/'))).toEqual([]);
    await page.locator('.doc-sidebar summary', { hasText: 'Avançado' }).click();
    await expect.poll(() => fetched.filter((path) => path.includes('/avancado/')).length).toBe(8);

    // Hover fetches a link the viewport watcher does not know about.
    const tags = await addLink(page, '/manual/tags/', 'todos os marcadores');
    await page.waitForTimeout(300);
    expect(fetched).not.toContain('/manual/tags/');
    await tags.hover();
    await expect.poll(() => fetched.includes('/manual/tags/')).toBe(true);

    // Page changes to prefetched pages, and back: nothing fetched again.
    await mark(page);
    const before = fetched.length;
    await tags.click();
    await waitForPage(page, '/manual/tags/');
    // The new page may already be prefetching its own links when idle; the page itself is not fetched again.
    expect(fetched.slice(before)).not.toContain('/manual/tags/');
    await page.goBack();
    await waitForPage(page, INTRO);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Vídeo do guia' }).click();
    await waitForPage(page, VIDEO);
    await page.hover('.doc-sidebar a[href="/manual/guia/intro/"]');
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Introdução ao guia' }).click();
    await waitForPage(page, INTRO);
    expect(await sameDocument(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(Object.values(counts(fetched)).every((count) => count === 1)).toBe(true);
    await context.close();
  });

  for (const connection of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: 'slow-2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    it(
      `fetches nothing before a click on ` +
        `effectiveType ${connection.effectiveType}${connection.saveData ? ' with saveData' : ''}: no page, no router ` +
        `chunk, whatever is hovered or focused; a click still changes the page`,
      async () => {
        const context = await site.newContext();
        await emulateConnection(context, connection);
        const page = await context.newPage();
        const fetched = pageFetches(page);
        await page.goto(site.url(INTRO), { waitUntil: 'networkidle' });
        await scriptsStarted(page);
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(
            () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
          ),
        ).toBe(connection.effectiveType);
        for (const summary of await page.locator('.doc-sidebar details:not([open]) > summary').all())
          await summary.click();
        const requests: string[] = [];
        page.on('request', (request) => void requests.push(request.url()));
        const links = await page.locator('.doc-sidebar a[href]').all();
        expect(links.length).toBeGreaterThan(5);
        for (const link of links) {
          await link.hover();
          await link.focus();
        }
        await page.getByRole('link', { name: /Próxima/ }).hover();
        // Nothing is awaited that could arrive: give a prefetch or chunk request time to start, then check none did.
        await page.waitForTimeout(500);
        expect(requests).toEqual([]);
        expect(fetched).toEqual([]);
        await mark(page);
        await page.locator('.doc-sidebar').getByRole('link', { name: 'Avançado 2' }).click();
        await waitForPage(page, '/manual/guia/avancado/a2/');
        expect(await sameDocument(page)).toBe(true);
        expect(fetched).toEqual(['/manual/guia/avancado/a2/']);
        await context.close();
      },
    );
  }
});

describe('loading bar', () => {
  it('never shows for a prefetched page', async () => {
    const { page, context } = await site.open(INTRO);
    await loadRouter(page);
    await page.waitForFunction(
      (path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)),
      VIDEO,
    );
    const barSeen = await watchForBar(page);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Vídeo do guia' }).click();
    await waitForPage(page, VIDEO);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(await barSeen()).toBe(false);
    await context.close();
  });

  it('shows "Carregando a página" past 200 ms (throttled network), then goes; never for a hash change', async () => {
    const { page, context } = await site.open(INTRO);
    await mark(page);
    await loadRouter(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: 40 * 1024,
      uploadThroughput: 20 * 1024,
    });

    // A TOC click on the slow network: no load, no bar.
    const barSeen = await watchForBar(page);
    await page.locator('.doc-toc a', { hasText: 'Segunda seção' }).click();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(await barSeen()).toBe(false);

    // A page nobody prefetched (inside the collapsed category), clicked without hovering first.
    await addLink(page, '/manual/guia/avancado/a8/', 'oitava');
    const barAtClick = await page.getByRole('link', { name: 'oitava', exact: true }).evaluate((link) => {
      (link as HTMLElement).click();
      return document.querySelector('[role="progressbar"]') !== null;
    });
    expect(barAtClick).toBe(false);
    const bar = page.getByRole('progressbar', { name: 'Carregando a página' });
    await bar.waitFor({ state: 'visible' });
    await site.screenshot(page, 'navigation-loading-bar');
    await waitForPage(page, '/manual/guia/avancado/a8/');
    expect(await bar.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await context.close();
  });
});

describe('loading bar before the router has arrived', () => {
  it('shows 200–400 ms after a click before the router chunk loaded, every response delayed by 1.5 s', async () => {
    const { page, context } = await site.open(INTRO);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/router\.[^/]+\.js$/.test(entry.name)),
      ),
    ).toBe(false);
    await context.route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await addLink(page, '/manual/guia/avancado/a8/', 'oitava');
    // Clicked from the page itself (no pointer over it first), the time the bar became visible read by the page.
    const shownAfter = await page.getByRole('link', { name: 'oitava', exact: true }).evaluate(
      (link) =>
        new Promise<number>((resolve) => {
          const clicked = performance.now();
          (link as HTMLElement).click();
          const poll = () => {
            const bar = document.querySelector('[role="progressbar"]');
            if (bar?.checkVisibility()) resolve(performance.now() - clicked);
            else if (performance.now() - clicked > 3000) resolve(Infinity);
            else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        }),
    );
    expect(shownAfter).toBeGreaterThanOrEqual(200);
    expect(shownAfter).toBeLessThanOrEqual(400);
    expect(await page.getByRole('progressbar', { name: 'Carregando a página' }).count()).toBe(1);
    await waitForPage(page, '/manual/guia/avancado/a8/');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await context.close();
  });
});

describe('failures become ordinary navigations', () => {
  const cases: Array<{
    name: string;
    to: string;
    answer: (context: BrowserContext) => Promise<unknown>;
    expectText: string;
  }> = [
    {
      name: 'a 500 answer',
      to: VIDEO,
      answer: (context) =>
        context.route(`**${VIDEO}`, (route) =>
          route.fulfill({
            status: 500,
            contentType: 'text/html',
            body: '<title>500</title><h1>Erro interno de teste</h1>',
          }),
        ),
      expectText: 'Erro interno de teste',
    },
    {
      name: 'a network error',
      to: VIDEO,
      answer: (context) =>
        context.route(`**${VIDEO}`, (route) =>
          route.request().resourceType() === 'fetch' ? route.abort('connectionreset') : route.continue(),
        ),
      expectText: 'Assista ao vídeo abaixo.',
    },
    {
      name: "a page that is not one of the site's",
      to: VIDEO,
      answer: (context) =>
        context.route(`**${VIDEO}`, (route) =>
          route.request().resourceType() === 'fetch'
            ? route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sem layout</p>' })
            : route.continue(),
        ),
      expectText: 'Assista ao vídeo abaixo.',
    },
    {
      name: 'a page that does not exist (404)',
      to: '/manual/nao-existe/',
      answer: async () => {},
      expectText: 'Página não encontrada',
    },
    {
      name: 'the router chunk failing to load',
      to: VIDEO,
      answer: (context) => context.route(/\/assets\/router\.[^/]+\.js$/, (route) => route.abort()),
      expectText: 'Assista ao vídeo abaixo.',
    },
  ];
  for (const { name, to, answer, expectText } of cases) {
    it(`on ${name}`, async () => {
      const context = await site.newContext();
      await answer(context);
      const page = await context.newPage();
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.request().isNavigationRequest()) statuses.push(response.status());
      });
      await page.goto(site.url(INTRO));
      await scriptsStarted(page);
      await mark(page);
      const link = await addLink(page, to, 'destino');
      await Promise.all([page.waitForEvent('load'), link.click()]);
      expect(new URL(page.url()).pathname).toBe(to);
      expect(await sameDocument(page)).toBe(false);
      expect(await page.locator('body').innerText()).toContain(expectText);
      expect(statuses.length).toBe(2);
      await context.close();
    });
  }
});

describe('speed of a page change between two prefetched pages', () => {
  it('reports the frames and milliseconds from the click to the first frame showing the new page', async () => {
    const { page, context } = await site.open(INTRO);
    await loadRouter(page);
    const samples: Array<{ frames: number; ms: number }> = [];
    const targets = [
      { path: VIDEO, link: 'Vídeo do guia', title: 'Vídeo do guia' },
      { path: INTRO, link: 'Introdução ao guia', title: 'Introdução ao guia' },
    ];
    for (let round = 0; round < 6; round += 1) {
      const target = targets[round % 2]!;
      await page.waitForFunction(
        (path) =>
          performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path) ||
          location.pathname === path,
        target.path,
      );
      await page.evaluate((title) => {
        addEventListener(
          'click',
          (event) => {
            const clicked = event.timeStamp;
            let frames = 0;
            const check = (now: number) => {
              frames += 1;
              if (document.querySelector('main h1')?.textContent === title)
                (window as unknown as { frame: unknown }).frame = { frames, ms: now - clicked };
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      }, target.title);
      await page.locator('.doc-sidebar').getByRole('link', { name: target.link }).click();
      await waitForPage(page, target.path);
      await page.waitForFunction(() => (window as unknown as { frame?: unknown }).frame !== undefined);
      samples.push(await page.evaluate(() => (window as unknown as { frame: { frames: number; ms: number } }).frame));
      await page.evaluate(() => delete (window as unknown as { frame?: unknown }).frame);
    }
    const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    console.info(
      `page change between prefetched pages: frames after the click until the new page ` +
        `shows ${samples.map((s) => s.frames).join(', ')}; click → that ` +
        `frame ${ms.map((v) => v.toFixed(1)).join(', ')} ms (median ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms)`,
    );
    expect(samples).toHaveLength(6);
    await context.close();
  });
});
