// Search in Chromium over a 5,000-page index: the small fixture site's pages and widgets, its search
// files replaced by those of a generated 5,000-page corpus (test/search/corpus-store.ts), so the
// browser meets the shard and fragment counts of a large site without a 5,000-page build.
import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeTerms, shardUrl, type SearchManifest } from '../../src/search/format.js';
import { searchOutput } from '../../src/search/output.js';
import { madeFile } from '../../src/core/model.js';
import { fixtureRoot, useSite } from '../e2e/harness.js';
import { corpusStore } from './corpus-store.js';
import { portugueseLunr } from '../../src/search/portuguese.js';

const site = useSite(fixtureRoot('site-mini'));
const store = corpusStore(5000);
let manifest: SearchManifest;

beforeAll(async () => {
  const siteDir = path.join(site.outDir, 'manual');
  await rm(path.join(siteDir, 'assets/search'), { recursive: true, force: true });
  for (const file of searchOutput('/manual/', store, [['heatmap', 'mapa de calor']], portugueseLunr()).map(madeFile)) {
    await mkdir(path.dirname(path.join(site.outDir, file.path)), { recursive: true });
    await writeFile(path.join(site.outDir, file.path), file.contents);
  }
  manifest = (await (await fetch(site.url('/manual/search-manifest.json'))).json()) as SearchManifest;
}, 120_000);

const input = (page: Page) => page.locator('#search-box-input');
const options = (page: Page) => page.locator('#search-box-list[aria-busy="false"] [role="option"]');
const titles = (page: Page) => page.locator('.search-page-hits .search-hit-title');
/** A page title no other page has. */
const rareTitle = () => {
  const counts = new Map<string, number>();
  for (const page of store.pages) counts.set(page.title, (counts.get(page.title) ?? 0) + 1);
  return store.pages.map((p) => p.title).find((title) => counts.get(title) === 1 && title.split(' ').length >= 3)!;
};

describe('search over 5,000 pages', () => {
  it('has the index of a large site: thousands of fragments, many shards', () => {
    expect(manifest.fragmentHashes).toHaveLength(5000);
    expect(manifest.shards.length).toBeGreaterThan(20);
  });

  it('finds a page by its title on the search page, fetching a few shards and only the fragments shown', async () => {
    const title = rareTitle();
    const { page, context } = await site.open('/manual/busca/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(site.url(`/manual/busca/?q=${encodeURIComponent(title)}`));
    await expect.poll(() => titles(page).first().innerText(), { timeout: 30_000 }).toContain(title.split(' ')[0]!);
    // Titles that differ only in a stop word ("do", "por") score alike: the page is among the first three.
    expect((await titles(page).allInnerTexts()).slice(0, 3).map((t) => t.replace(/\s+›.*$/s, ''))).toContain(title);
    await expect.poll(() => page.locator('.search-page-hits > li').count()).toBe(10);
    expect(requested.filter((url) => url.includes('/assets/search/page-')).length).toBe(10);
    expect(requested.filter((url) => url.includes('/assets/search/shard-')).length).toBeLessThan(
      manifest.shards.length / 4,
    );
    await context.close();
  });

  it('shows results while a word is typed, forgives a typo, knows a synonym, says when nothing is found', async () => {
    const { page, context } = await site.open('/manual/');
    await input(page).focus();
    await input(page).pressSequentially('representa');
    await options(page).first().waitFor({ timeout: 30_000 });
    expect((await options(page).first().locator('mark').allInnerTexts()).join(' ').toLowerCase()).toMatch(/representa/);

    await input(page).fill('');
    await input(page).pressSequentially('cobertrua de clientes ');
    await expect
      .poll(async () => (await options(page).first().locator('mark').allInnerTexts()).map((m) => m.toLowerCase()), {
        timeout: 30_000,
      })
      .toContain('cobertura');

    await input(page).fill('');
    await input(page).pressSequentially('heatmap ');
    await expect
      .poll(
        async () => (await options(page).first().locator('mark').allInnerTexts()).map((m) => m.toLowerCase()).join(' '),
        { timeout: 30_000 },
      )
      .toMatch(/calor/);

    await input(page).fill('');
    await input(page).pressSequentially('xyzzyq ');
    await expect
      .poll(() => page.locator('.search-all').innerText(), { timeout: 30_000 })
      .toBe('Nenhum resultado para “xyzzyq”');
    await context.close();
  });

  it('says so when a shard answers 500, beside what the other shards found', async () => {
    const terms = decodeTerms(manifest.terms);
    const failing = shardUrl(
      manifest,
      manifest.shards.findLastIndex(([first]) => first <= terms.indexOf('calor')),
    );
    const { page, context } = await site.open('/manual/');
    await page.route(/\/assets\/search\/shard-/, (route) =>
      new URL(route.request().url()).pathname === failing
        ? route.fulfill({ status: 500, body: 'boom' })
        : route.continue(),
    );
    await input(page).focus();
    await input(page).pressSequentially('calor representante ');
    const alert = page.locator('.search-panel [role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toContain('Parte do índice de busca não carregou');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await context.close();
  });
});
