// colorMode.respectPrefersColorScheme: off (the default), a site starts light whatever the system
// says; on, a reader who never used the toggle gets the system's mode and follows its changes, and a
// choice made with the toggle wins over it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

function siteWith(colorMode: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'helpdocs-colour-mode-'));
  mkdirSync(path.join(root, 'content'));
  writeFileSync(
    path.join(root, 'helpdocs.config.ts'),
    `export default { title: 'Modes', url: 'https://docs.example.com'${colorMode} };\n`,
  );
  writeFileSync(path.join(root, 'content/index.md'), '---\ntitle: Home\n---\n\nHello.\n');
  return root;
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/**
 * Switches the emulated system mode and waits until the page has heard of it: a listener of the test's,
 * added after the page's own, has run (listeners run in the order they were added).
 */
async function systemMode(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  const heard = await page.evaluate(() => {
    const counted = window as unknown as { heard?: number };
    if (counted.heard === undefined) {
      counted.heard = 0;
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
        counted.heard = (counted.heard ?? 0) + 1;
      });
    }
    return counted.heard;
  });
  const changes =
    (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) !== (colorScheme === 'dark');
  await page.emulateMedia({ colorScheme });
  if (changes)
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard?: number }).heard)).toBe(heard + 1);
}
const following = useSite(siteWith(', colorMode: { respectPrefersColorScheme: true }'));
const fixed = useSite(siteWith(''));

describe('colour mode and the system preference', () => {
  it('by default, starts light on a dark system and stays light when it changes', async () => {
    const context = await fixed.browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(fixed.url('/'));
    expect(await themeOf(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  it('with respectPrefersColorScheme, starts in the system mode and follows it until the reader chooses', async () => {
    const context = await following.browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // The mode is set before the first paint: no script but the head one has run yet.
    await page.goto(following.url('/'), { waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await themeOf(page)).toBe('dark');
    await page.waitForLoadState('load');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => themeOf(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => themeOf(page)).toBe('dark');
    // The toggle's choice wins, now and after a reload, whatever the system says.
    await page.locator('.theme-toggle').click();
    await expect.poll(() => themeOf(page)).toBe('light');
    await systemMode(page, 'light');
    await systemMode(page, 'dark');
    expect(await themeOf(page)).toBe('light');
    await page.reload();
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });
});
