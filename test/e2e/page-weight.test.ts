// Page weight of help-centre doc pages against DESIGN §5's budgets, measured from what the browser
// actually fetched (bytes, gzip level 9, so not a timing). The figures are logged for the README.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './harness.js';

const site = useSite();
const KB = 1000;
const BUDGET = { jsBeforeInteraction: 10 * KB, jsAllWidgets: 80 * KB, css: 12 * KB, html: 9 * KB };

async function gzipSize(outDir: string, url: string): Promise<number> {
  const pathname = new URL(url).pathname;
  const file = path.join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  return gzipSync(await readFile(file), { level: 9 }).byteLength;
}

function track(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    // Pages prefetched for a page change are the next pages' weight, not this one's.
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname.endsWith('/')) return;
    if (request.url().startsWith(site.origin)) urls.push(request.url());
  });
  return urls;
}

async function weigh(urls: readonly string[], ending: string): Promise<number> {
  const unique = [...new Set(urls.filter((url) => new URL(url).pathname.endsWith(ending)))];
  const sizes = await Promise.all(unique.map((url) => gzipSize(site.outDir, url)));
  return sizes.reduce((a, b) => a + b, 0);
}

describe.each(['/manual/implantacao/inicio/instalando-o-integrador/', '/manual/usuario/modulos/vendas/analise/funil/'])(
  'page weight of %s',
  (route) => {
    it('stays within the budgets', async () => {
      const context = await site.newContext();
      const page = await context.newPage();
      const urls = track(page);
      await page.goto(site.url(route), { waitUntil: 'networkidle' });
      const html = await weigh(urls, '/');
      const css = await weigh(urls, '.css');
      const jsBefore = await weigh(urls, '.js');
      for (const island of await page.locator('[data-island]').all()) {
        await island.hover();
        await island.and(page.locator('[data-hydrated]')).waitFor();
      }
      // The page-change router, loaded on the first pointer over a link to another page.
      await page.locator('.doc-sidebar a:not([aria-current])').first().hover();
      await page.waitForLoadState('networkidle');
      const jsAll = await weigh(urls, '.js');
      console.info(
        `${route}: HTML ${html} B · CSS ${css} B · JS before interaction ${jsBefore} B · JS with every widget ` +
          `hydrated ${jsAll} B (gzip -9)`,
      );
      expect(html).toBeLessThanOrEqual(BUDGET.html);
      expect(css).toBeLessThanOrEqual(BUDGET.css);
      expect(jsBefore).toBeLessThanOrEqual(BUDGET.jsBeforeInteraction);
      expect(jsAll).toBeGreaterThan(jsBefore);
      expect(jsAll).toBeLessThanOrEqual(BUDGET.jsAllWidgets);
      await context.close();
    });
  },
);
