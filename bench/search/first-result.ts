// One first query in Chromium, on a fresh page: the time from navigation to the first result on
// screen (CPU throttled through CDP, as on a phone), the search data it downloaded (gzip), the
// result URLs shown, and optionally the JS heap once done.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { fileForUrl, type SiteRoot } from '../page-weight.js';

export interface SearchPageKind {
  name: string;
  /** Route of the results page, `?q=` appended. */
  route: string;
  /** A shown result (present once its data arrived). */
  hit: string;
  /** The page is done with the query once this element exists, its text matching `doneText` when given. */
  done: string;
  doneText?: RegExp;
  /** Requests that are search data (not the engine's code). */
  data: RegExp;
}

export interface FirstQuery {
  query: string;
  firstResultMs: number | undefined;
  dataGzip: number;
  urls: string[];
  heapBytes?: number;
}

const gzipCache = new Map<string, number>();
async function gzipSizeOf(root: SiteRoot, pathname: string): Promise<number> {
  let size = gzipCache.get(pathname);
  if (size === undefined) {
    const file = fileForUrl(root, pathname, '/');
    const content = file === undefined ? undefined : await readFile(file).catch(() => undefined);
    // Pagefind's index files are gzip already: counted as they travel.
    size = content === undefined ? 0 : /\.pf_/.test(pathname) ? content.length : gzipSync(content, { level: 6 }).length;
    gzipCache.set(pathname, size);
  }
  return size;
}

export async function firstQuery(
  browser: Browser,
  origin: string,
  root: SiteRoot,
  kind: SearchPageKind,
  query: string,
  options: { throttle?: number; heap?: boolean } = {},
): Promise<FirstQuery> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const data: string[] = [];
    page.on('request', (request) => {
      const pathname = new URL(request.url()).pathname;
      if (kind.data.test(pathname)) data.push(pathname);
    });
    await page.addInitScript((selector: string) => {
      const w = window as unknown as { firstResult?: number };
      new MutationObserver(() => {
        if (w.firstResult === undefined && document.querySelector(selector)) w.firstResult = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, kind.hit);
    const cdp = await context.newCDPSession(page);
    if (options.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    await page.goto(`${origin}${kind.route}?q=${encodeURIComponent(query)}`);
    await page.waitForFunction(
      ([done, text]) => {
        const element = document.querySelector(done);
        return element !== null && (text === undefined || new RegExp(text).test(element.textContent ?? ''));
      },
      [kind.done, kind.doneText?.source] as const,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    const firstResultMs = await page.evaluate(() => (window as unknown as { firstResult?: number }).firstResult);
    const urls = await page.$$eval(`${kind.hit} a`, (links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    let heapBytes: number | undefined;
    if (options.heap) {
      await cdp.send('HeapProfiler.collectGarbage');
      heapBytes = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    }
    let dataGzip = 0;
    for (const pathname of new Set(data)) dataGzip += await gzipSizeOf(root, pathname);
    return { query, firstResultMs, dataGzip, urls, ...(heapBytes === undefined ? {} : { heapBytes }) };
  } finally {
    await context.close();
  }
}

export const helpdocsPage: SearchPageKind = {
  name: 'helpdocs',
  route: '/manual/busca/',
  hit: '.search-page-hits li',
  done: '.search-count',
  doneText: /encontrad|Nenhum/,
  data: /\/manual\/(search-manifest\.json|assets\/search\/)/,
};

export const pagefindPage: SearchPageKind = {
  name: 'Pagefind',
  route: '/manual/pagefind-busca/',
  hit: '#hits li:not([hidden])',
  done: 'body[data-done]',
  data: /\/manual\/pagefind\/(pagefind-entry\.json|.*\.pf_[a-z]+$|(index|fragment)\/)/,
};

/** Pagefind on the site's own search page (pagefind-page.ts): the same page around either engine. */
export const pagefindSitePage: SearchPageKind = {
  ...pagefindPage,
  name: 'Pagefind in the site’s search page',
  route: '/manual/pagefind-busca-site/',
};
