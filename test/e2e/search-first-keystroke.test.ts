// The first keystroke on a slow network: every script file the page loads (the entry, its chunks,
// the search box's island) arrives 1.5 s late, so no module has run when the reader presses `/` or
// Ctrl+K and types at once. The page's inline key handler must focus the server-rendered box, the
// letters must land in it, in order, and the island must keep them as its query once it hydrates;
// all under the site's own CSP, sent as a header.
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

const site = useSite(undefined, { hostHeaders: true });
const SCRIPT_FILE = /\.js(?:\?.*)?$/;

const triggers: Record<string, (page: Page) => Promise<void>> = {
  slash: (page) => page.keyboard.press('/'),
  'ctrl+k': (page) => page.keyboard.press('Control+k'),
  click: (page) => page.click('#search-box-input'),
};

describe('the first keystroke, with every script file delayed 1.5 s', () => {
  it.each(Object.keys(triggers))('keeps every letter typed at once after %s', async (trigger) => {
    const context = await site.newContext({ width: 1280 });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const delayed: string[] = [];
    await page.route(SCRIPT_FILE, async (route) => {
      delayed.push(route.request().url());
      await delay(1500);
      await route.continue();
    });
    await page.goto(site.url('/manual/usuario/recursos/kpis/'), { waitUntil: 'domcontentloaded' });
    // Painted: the inline start script has asked for the modules, none has arrived.
    await page.locator('#search-box-input').waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-enhanced'))).toBe(false);

    await triggers[trigger]!(page);
    await page.keyboard.type('de-para');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-enhanced'))).toBe(false);
    const input = page.locator('#search-box-input');
    expect(await input.inputValue()).toBe('de-para');
    // Slowly enough that the last letters arrive while the scripts load and the box hydrates.
    await page.keyboard.type(' omie', { delay: 400 });
    await page.locator('[data-island="search-box"][data-hydrated]').waitFor();
    expect(delayed.some((url) => /\/entry\.[^/]+\.js$/.test(url))).toBe(true);
    expect(delayed.some((url) => /\/SearchBox\.[^/]+\.js$/.test(url))).toBe(true);
    expect(await input.inputValue()).toBe('de-para omie');
    await page.keyboard.type('!');
    expect(await input.inputValue()).toBe('de-para omie!');
    // The hydrated box took the letters over as its query: its list is open.
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('leaves `/` alone while the reader types in another field', async () => {
    const context = await site.newContext({ width: 1280 });
    const page = await context.newPage();
    await page.route(SCRIPT_FILE, async (route) => {
      await delay(1500);
      await route.continue();
    });
    await page.goto(site.url('/manual/busca/'), { waitUntil: 'domcontentloaded' });
    const other = page.locator('input:not(#search-box-input)').first();
    await other.focus();
    await page.keyboard.type('a/b');
    expect(await other.inputValue()).toBe('a/b');
    expect(await page.locator('#search-box-input').inputValue()).toBe('');
    await context.close();
  });
});
