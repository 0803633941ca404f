// JavaScript a doc page has loaded once every widget on it is hydrated (search focused, toggle hovered).
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { bytesOf, fileForUrl, sumBytes, type Bytes, type SiteRoot } from './page-weight.js';
import { serveStatic } from './page-weight/static-server.js';
import { chromiumPath } from './page-weight-browser.js';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface HydratedWeight {
  beforeInteraction: Bytes;
  afterHydration: Bytes;
  scripts: number;
}

export async function hydratedWeight(root: SiteRoot, pagePath: string): Promise<HydratedWeight> {
  const server = await serveStatic(root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      // The search index is data fetched on first use, measured apart (bench search figures).
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'networkidle' });
    const weigh = async (urls: Iterable<string>) => {
      const sizes: Bytes[] = [];
      for (const url of urls) {
        const file = fileForUrl(root, new URL(url).pathname, pagePath);
        if (file) sizes.push(bytesOf(await readFile(file)));
      }
      return sumBytes(sizes);
    };
    const beforeInteraction = await weigh(scripts);
    // Reach for every widget the way a reader would: hover the toggle, focus the search box.
    for (const island of await page.$$('[data-island]')) await island.hover().catch(() => undefined);
    await page.focus('input[type="search"]').catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { beforeInteraction, afterHydration: await weigh(scripts), scripts: scripts.size };
  } finally {
    await browser.close();
    await server.close();
  }
}
