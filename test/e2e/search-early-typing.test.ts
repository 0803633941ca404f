// Nothing typed is lost: after `/`, Ctrl+K or a click on the search box, letters typed while the
// box's script is still loading (held back 1.5 s here) end up in the box, in order, and the box's
// query once it hydrates is what was typed.
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('en-site'));
const SEARCH_CHUNK = /\/assets\/SearchBox\.[^/]+\.js$/;

const triggers: Record<string, (page: Page) => Promise<void>> = {
  slash: (page) => page.keyboard.press('/'),
  'ctrl+k': (page) => page.keyboard.press('Control+k'),
  click: (page) => page.click('#search-box-input'),
};

describe('typing into the search box before its script has loaded', () => {
  it.each(Object.keys(triggers))('keeps every letter typed after %s, in order', async (trigger) => {
    const context = await site.newContext({ width: 1280 });
    const page = await context.newPage();
    let requested = false;
    await page.route(SEARCH_CHUNK, async (route) => {
      requested = true;
      await delay(1500);
      await route.continue();
    });
    await page.goto(site.url('/docs/'));
    await page.waitForLoadState('networkidle');
    expect(requested).toBe(false);

    await triggers[trigger]!(page);
    // At once, then slowly enough that the last letters arrive while the box hydrates.
    await page.keyboard.type('replica');
    await page.keyboard.type(' sets', { delay: 400 });
    await page.locator('[data-island="search-box"][data-hydrated]').waitFor();
    expect(requested).toBe(true);
    const input = page.locator('#search-box-input');
    expect(await input.inputValue()).toBe('replica sets');
    await page.keyboard.type('!');
    expect(await input.inputValue()).toBe('replica sets!');
    // The hydrated box took the letters over as its query: its list is open.
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});
