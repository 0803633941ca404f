// A Docusaurus site's own React pages as a reader sees them (test/fixtures/react-pages): the home
// drawn static with its CSS module, the downloads page hydrated so its platform switcher works, the
// welcome page's browser-only parts drawn once hydrated, and its swizzled Footer and DocItem/Footer on a doc.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite, type ColourMode } from './harness.js';

const site = useSite(fixtureRoot('react-pages'), { hostHeaders: true });

/** Script files the page fetched, by name without their hash. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.replace(/^.*\//, '').replace(/\.[A-Z0-9]+\.js$/, ''));
  });
  return names;
}

describe("a Docusaurus site's React pages", () => {
  it('hydrate a page with state: a click on a platform changes the file offered, with no error', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = scriptsOf(page);
    await page.goto(site.url('/downloads/'));
    const island = page.locator('[data-island="site:src/pages/downloads.tsx"]');
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
    await page.getByRole('tab', { name: 'macOS' }).click();
    await expect.poll(() => page.locator('.download-file').innerText()).toBe('Download Quill-4.2.0.dmg for macOS.');
    expect(await page.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected')).toBe('true');
    expect(scripts.filter((name) => name.startsWith('page-'))).toEqual(['page-downloads-tsx']);
    // The site's Root around the page, hydrated with it.
    expect(await page.locator('.quill-help').isVisible()).toBe(true);
    // useThemeConfig() in the browser gives what the server drew with: the site's key and a default.
    const forum = page.getByRole('link', { name: 'Ask on the forum' });
    expect(await forum.getAttribute('href')).toBe('https://forum.quill.example/c/help');
    expect(await page.locator('.forum').innerText()).toContain('headings down to h3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draw BrowserOnly's children and useIsBrowser's answer once a page with no state hydrates", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url('/welcome/'));
    const island = page.locator('[data-island="site:src/pages/welcome.tsx"]');
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
    await expect.poll(() => page.locator('.greeting').innerText()).toBe('Your notes at /welcome/ are ready.');
    expect(await page.locator('.where').innerText()).toBe('Read in your browser.');
    // useBrokenLinks, useIsomorphicLayoutEffect, isInternalUrl, Interpolate and ErrorBoundary in the browser.
    await expect.poll(() => page.locator('.client-api').innerText()).toBe('The guide is inside the site, measured.');
    // plugin-ideal-image's component, hydrated as the server drew it: one image.
    expect(await page.locator('.ideal-mark').evaluate((image) => image.getBoundingClientRect().height)).toBe(20);
    // Its image's height attribute stands (helpdocs's `height: auto` is for content images), as in Docusaurus.
    const mark = page.locator('.welcome-mark');
    expect(await mark.evaluate((image) => image.getBoundingClientRect().height)).toBe(40);
    // Its style attribute, which the Content-Security-Policy would block, is a class of the page's stylesheet.
    expect(await mark.evaluate((image) => getComputedStyle(image).display)).toBe('block');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follow the reader's colour mode on a hydrated page: the toggle's switch, and setColorMode's", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto(site.url('/downloads/'));
    const island = page.locator('[data-island="site:src/pages/downloads.tsx"]');
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
    const note = page.locator('.screenshots');
    expect(await note.innerText()).toContain('Screenshots in light mode.');
    await page.locator('.theme-toggle').click();
    await expect.poll(() => note.innerText()).toContain('Screenshots in dark mode.');
    // The page's own switch sets the mode as the toggle does: <html data-theme> and the saved choice.
    await page.getByRole('button', { name: 'Light screenshots' }).click();
    await expect.poll(() => note.innerText()).toContain('Screenshots in light mode.');
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual([
      'light',
      'light',
    ]);
    await context.close();
  });

  it('leave a page without state static: the home fetches no script of its own', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(site.url('/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.some((name) => name.startsWith('page-') || name.startsWith('island-'))).toBe(false);
    // The CSS module applies: the banner's gradient, white text.
    const banner = page.locator('.main-wrapper > header');
    expect(await banner.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  describe.each([375, 1280])('at %i px', (width) => {
    it.each<ColourMode>(['light', 'dark'])('fit the width in %s mode', async (mode) => {
      for (const [name, route] of [
        ['react-home', '/'],
        ['react-downloads', '/downloads/'],
        // A doc with the site's swizzled footers.
        ['react-doc', '/docs/intro/'],
      ] as const) {
        const { page, context } = await site.open(route, { width, height: width < 500 ? 740 : 900, colourMode: mode });
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await site.screenshot(page, `${name}-${width}-${mode}`, true);
        await context.close();
      }
    });
  });
});
