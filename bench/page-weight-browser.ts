// What a page really loads before the reader interacts, seen from headless Chromium: every script
// and stylesheet fetched until the network is idle, plus the `<link rel=prefetch>` the page added
// by then. Needed where scripts load more scripts at start-up (Docusaurus's webpack runtime loads
// the route's chunks before hydrating), which reading the HTML alone cannot see.
//   npx tsx bench/page-weight-browser.ts --out build --base /manual/ --page /manual/usuario/inicio/intro/
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { bytesOf, fileForUrl, sumBytes, type AssetWeight, type Bytes, type SiteRoot } from './page-weight.js';
import { serveStatic } from './page-weight/static-server.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LoadedPageWeight {
  readonly page: string;
  readonly html: Bytes;
  readonly css: Bytes;
  readonly js: Bytes;
  readonly prefetchedJs: Bytes;
  readonly assets: readonly AssetWeight[];
  readonly viewport: { readonly width: number; readonly height: number };
}

/** Time left after network idle for work that starts later (prefetch on visible links). */
const settleMs = 1500;

async function weigh(root: SiteRoot, url: string, kind: AssetWeight['kind']): Promise<AssetWeight | undefined> {
  const pathname = new URL(url).pathname;
  const file = fileForUrl(root, pathname, '/');
  if (file === undefined) return undefined;
  const content = await readFile(file).catch(() => undefined);
  return content === undefined ? undefined : { url: pathname, file, kind, ...bytesOf(content) };
}

export async function measureLoadedPage(
  root: SiteRoot,
  pagePath: string,
  viewport = { width: 1280, height: 900 },
): Promise<LoadedPageWeight> {
  const server = await serveStatic(root);
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage({ viewport });
    const loaded = new Map<string, 'script' | 'stylesheet'>();
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') loaded.set(request.url(), type);
    });
    const response = await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'networkidle' });
    if (response === null || !response.ok()) throw new Error(`${pagePath} answered ${response?.status() ?? 'nothing'}`);
    await page.waitForTimeout(settleMs);
    const prefetchLinks = await page.$$eval('link[rel~="prefetch"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    const prefetched = new Set(prefetchLinks); // the same chunk is often asked for by several links

    const assets: AssetWeight[] = [];
    for (const [url, type] of loaded) {
      const asset = await weigh(root, url, type === 'script' ? 'script' : 'stylesheet');
      if (asset !== undefined) assets.push(asset);
    }
    for (const url of prefetched) {
      if (loaded.has(url)) continue;
      const asset = await weigh(root, url, 'prefetch');
      if (asset !== undefined) assets.push(asset);
    }
    const htmlFile = fileForUrl(root, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath, '/');
    const html = htmlFile === undefined ? { raw: 0, gzip: 0 } : bytesOf(await readFile(htmlFile));
    const js = (kind: AssetWeight['kind']): Bytes =>
      sumBytes(assets.filter((asset) => asset.kind === kind && asset.file.endsWith('.js')));
    return {
      page: pagePath,
      html,
      css: sumBytes(assets.filter((asset) => asset.kind === 'stylesheet')),
      js: js('script'),
      prefetchedJs: js('prefetch'),
      assets,
      viewport,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, base: { type: 'string', default: '/' }, page: { type: 'string' } },
    strict: true,
  });
  if (values.out === undefined || values.page === undefined)
    throw new Error('Usage: page-weight-browser.ts --out <dir> [--base /manual/] --page <url path>');
  console.log(
    JSON.stringify(await measureLoadedPage({ dir: path.resolve(values.out), base: values.base }, values.page), null, 2),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
