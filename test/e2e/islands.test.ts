import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

const site = useSite();
const DOC = '/manual/usuario/inicio/intro/';

function scriptRequests(urls: string[]): string[] {
  return urls.filter((url) => url.endsWith('.js')).map((url) => url.replace(/^.*\/assets\//, ''));
}

describe('islands', () => {
  it('loads neither React nor any widget before the reader shows intent, then hydrates on hover', async () => {
    const { page, context } = await site.open(DOC);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const initial = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    await page.waitForTimeout(300);
    const before = scriptRequests([...initial, ...requested]);
    expect(before.some((name) => name.startsWith('entry.'))).toBe(true);
    expect(before.some((name) => name.startsWith('hydrate.') || name.startsWith('ThemeToggle.'))).toBe(false);
    const island = page.locator('[data-island="theme-toggle"]');
    await expect.poll(() => island.getAttribute('data-hydrated')).toBeNull();

    await island.hover();
    await island.and(page.locator('[data-hydrated]')).waitFor();
    const after = scriptRequests(requested);
    expect(after.some((name) => name.startsWith('hydrate.'))).toBe(true);
    expect(after.some((name) => name.startsWith('ThemeToggle.'))).toBe(true);
    await context.close();
  });

  it('replays a click that arrived while the widget was still loading', async () => {
    const context = await site.newContext();
    // Slow React down so the click certainly lands before hydration.
    await context.route(/\/assets\/hydrate\.[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const { page } = await site.open(DOC, { context });
    // On the icon: the held-back click must be replayed on an SVG target too.
    await page.locator('.theme-toggle svg.when-light').click();
    await expect.poll(() => page.locator('[data-island="theme-toggle"]').getAttribute('data-hydrated')).toBe('');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();
  });

  it('hydrates on focus from the keyboard', async () => {
    const { page, context } = await site.open(DOC);
    await page.locator('.theme-toggle').focus();
    await page.locator('[data-island="theme-toggle"][data-hydrated]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();
  });

  it('shows the crash boundary when a widget throws, and "Tente novamente" renders it again', async () => {
    const { page, context } = await site.open(`${DOC}?island-crash=theme-toggle`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.locator('[data-island="theme-toggle"]').hover();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Esta página deu erro.');
    await expect.poll(() => alert.textContent()).toContain('Falha simulada no widget "theme-toggle"');
    expect(await page.locator('.theme-toggle').count()).toBe(0);
    // The rest of the page still works.
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Tente novamente' }).click();
    await page.locator('.theme-toggle').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.locator('.theme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a reload when a widget chunk fails to arrive', async () => {
    const context = await site.newContext();
    await context.route(/\/assets\/ThemeToggle\.[^/]+\.js$/, (route) => route.abort());
    const { page } = await site.open(DOC, { context });
    await page.locator('[data-island="theme-toggle"]').hover();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Esta página deu erro.');
    await context.unroute(/\/assets\/ThemeToggle\.[^/]+\.js$/);
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: 'Tente novamente' }).click();
    await reloaded;
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('hydrates on a shortcut the widget declares and hands the key press to it', async () => {
    const context = await site.newContext();
    // Declare a shortcut on the toggle before the entry reads it: one the search box does not declare,
    // as the first island declaring a shortcut takes it (the search box focuses its field, no replay).
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const island = document.querySelector('[data-island="theme-toggle"]');
        if (!island) return;
        island.setAttribute('data-hotkeys', 'ctrl+j');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const { page } = await site.open(DOC, { context });
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __keys: string[] }).__keys = []);
      document.addEventListener('keydown', (event) =>
        seen.push(`${event.key}:${event.isTrusted ? 'reader' : 'replayed'}`),
      );
    });
    await page.mouse.move(5, 700);
    await page.keyboard.press('Control+j');
    await page.locator('[data-island="theme-toggle"][data-hydrated]').waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __keys: string[] }).__keys))
      .toContain('j:replayed');
    await context.close();
  });
});
