import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scriptsStarted, useSite } from './harness.js';

const site = useSite();
const DOC = '/manual/usuario/inicio/intro/';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('colour mode', () => {
  it('is light by default and does not follow the system preference, before or after load', async () => {
    const context = await site.browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url(DOC));
    expect(await themeOf(page)).toBe('light');
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  it('toggles, saves "dark"/"light" under localStorage "theme", and keeps the choice across reloads', async () => {
    const { page, context } = await site.open(DOC);
    const toggle = page.locator('.theme-toggle');
    expect(await toggle.getAttribute('type')).toBe('button');
    expect(
      await page.getByRole('button', { name: 'Alternar entre os modos claro e escuro (modo claro ativado)' }).count(),
    ).toBe(1);
    await toggle.click();
    await expect.poll(() => themeOf(page)).toBe('dark');
    expect(await saved(page)).toBe('dark');
    expect(await background(page)).not.toBe('rgb(255, 255, 255)');
    expect(
      await page.getByRole('button', { name: 'Alternar entre os modos claro e escuro (modo escuro ativado)' }).count(),
    ).toBe(1);
    await page.reload();
    expect(await themeOf(page)).toBe('dark');
    // The toggle below is clicked once the reloaded page's scripts run: a click before would go unheard.
    await scriptsStarted(page);
    // An OS change never erases the reader's choice.
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await themeOf(page)).toBe('dark');
    await page.locator('.theme-toggle').click();
    await expect.poll(() => saved(page)).toBe('light');
    await page.reload();
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  it('follows a change made in another tab (storage event), even where the toggle was never touched', async () => {
    const { page: first, context } = await site.open(DOC);
    const { page: second } = await site.open('/manual/tags/', { context });
    await first.locator('.theme-toggle').click();
    await expect.poll(() => themeOf(second)).toBe('dark');
    expect(await second.locator('[data-island="theme-toggle"][data-hydrated]').count()).toBe(0);
    await first.locator('.theme-toggle').click();
    await expect.poll(() => themeOf(second)).toBe('light');
    await context.close();
  });

  it('applies the saved mode before the body exists (no flash of the wrong mode)', async () => {
    const context = await site.newContext({ colourMode: 'dark' });
    await context.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { __order: string[] }).__order = log;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes' && record.attributeName === 'data-theme') {
            log.push(`theme:${document.documentElement.getAttribute('data-theme')}`);
          }
          for (const node of record.addedNodes) if (node.nodeName === 'BODY') log.push('body');
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] });
    });
    const page = await context.newPage();
    await page.goto(site.url(DOC));
    const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
    expect(order.indexOf('theme:dark')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('theme:dark')).toBeLessThan(order.indexOf('body'));
    await context.close();
  });

  it('with JavaScript off shows only the default mode (light), and the page still reads', async () => {
    const { page, context } = await site.open(DOC, { javaScript: false, colourMode: 'dark' });
    expect(await themeOf(page)).toBe('light');
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await context.close();
  });
});
