import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServe } from '../../src/serve/index.js';
import { launchChromium, repoRoot } from '../e2e/harness.js';
import { copyFixture, edit } from '../helpers/sites.js';

const PAGE = 'content/guia/instalacao.md';

/** True until the page is loaded again: a reload drops the marker. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { helpdocsMarker: boolean }).helpdocsMarker = true));
const isMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { helpdocsMarker?: boolean }).helpdocsMarker === true);

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('serve --watch in the browser', () => {
  let root = '';
  let running: RunningServe;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    root = await copyFixture('site-mini');
    running = await serve({ root, host: '127.0.0.1', port: 0, watch: true, open: false, report: () => {} });
    browser = await launchChromium();
    page = await (await browser.newContext()).newPage();
    const response = await page.goto(`${running.origin}/manual/guia/instalacao/`);
    // The preview runs under the site's real policy: no inline script but its own hashed ones.
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await until(() => running.watcher!.live.connections === 1);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('reloads the page by itself after the page is edited', async () => {
    await markPage(page);
    await edit(root, PAGE, 'Instale em poucos passos.', 'Instale em três passos.');
    await page.waitForFunction(() =>
      document.querySelector('.markdown p')?.textContent?.startsWith('Instale em três passos.'),
    );
    expect(await isMarked(page)).toBe(false);
    expect(await page.locator('helpdocs-error-overlay').count()).toBe(0);
  });

  it('shows the build error over the last good page, with file:line:column', async () => {
    await markPage(page);
    await edit(root, PAGE, 'Instale em três passos.', 'Instale em [dois](./nao-existe.md) passos.');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByRole('heading').textContent()).toBe('Build failed');
    expect(await dialog.locator('pre').textContent()).toMatch(
      /^content\/guia\/instalacao\.md:11:\d+ error Link to \.\/nao-existe\.md points nowhere/,
    );
    // The page under it is still the last good one, and was not reloaded.
    expect(await isMarked(page)).toBe(true);
    expect(await page.locator('.markdown p').first().textContent()).toContain('Instale em três passos.');
    const shots = path.join(repoRoot, 'test-results', 'screenshots');
    await mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'serve-watch-error-overlay.png') });
  });

  it('shows the error at once on a page opened while the build is broken', async () => {
    const other = await page.context().newPage();
    await other.goto(`${running.origin}/manual/guia/`);
    await other.getByRole('alertdialog').waitFor({ state: 'visible' });
    expect(await other.getByRole('alertdialog').locator('pre').textContent()).toContain(
      'content/guia/instalacao.md:11:',
    );
    await other.close();
  });

  it('reloads and drops the overlay once the page is fixed', async () => {
    await edit(root, PAGE, 'Instale em [dois](./nao-existe.md) passos.', 'Instale em dois passos.');
    await page.waitForFunction(() =>
      document.querySelector('.markdown p')?.textContent?.startsWith('Instale em dois passos.'),
    );
    expect(await isMarked(page)).toBe(false);
    expect(await page.locator('helpdocs-error-overlay').count()).toBe(0);
  });
});
