import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

// Served with the site's own headers, so the island chunks load under its Content-Security-Policy.
const site = useSite(fixtureRoot('mdx-site'), { hostHeaders: true });
const INTERACTIVE = '/docs/guides/interactive/';
const CONFIGURE = '/docs/guides/configure/';
const INSTALL = '/docs/guides/install/';

/** Script files the page fetched, by name without their hash. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.replace(/^.*\//, '').replace(/\.[A-Z0-9]+\.js$/, ''));
  });
  return names;
}

describe('MDX site components', () => {
  it('hydrate when marked: client:load at once, client:visible once in view, then respond to clicks', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
    const scripts = scriptsOf(page);
    await page.goto(site.url(INTERACTIVE));
    const loaded = page.locator('[data-eager][data-island^="site:"]');
    const visible = page.locator('[data-visible][data-island^="site:"]');
    // No pointer, focus or key: hydration comes from the markers alone.
    await expect.poll(() => loaded.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
    await visible.scrollIntoViewIfNeeded();
    await expect.poll(() => visible.getAttribute('data-hydrated'), { timeout: 20_000 }).toBe('');
    await page.getByRole('button', { name: 'Loaded: 10' }).click();
    await expect.poll(() => page.locator('.site-counter').nth(1).innerText()).toBe('Loaded: 11');
    await page.getByRole('button', { name: 'Clicks: 2' }).click();
    await expect.poll(() => page.locator('.site-counter').first().innerText()).toBe('Clicks: 3');
    // One chunk for both uses of the component; no hydration error, no CSP report.
    expect(scripts.filter((name) => name.startsWith('island-'))).toEqual(['island-components-Counter-Counter']);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('stay plain HTML when not marked: an MDX page fetches no more script than a Markdown page', async () => {
    const context = await site.newContext();
    const mdx = await context.newPage();
    const mdxScripts = scriptsOf(mdx);
    await mdx.goto(site.url(CONFIGURE));
    await mdx.waitForSelector('.tabs[data-ready]');
    await mdx.waitForLoadState('networkidle');
    const markdown = await context.newPage();
    const markdownScripts = scriptsOf(markdown);
    await markdown.goto(site.url(INSTALL));
    await markdown.waitForSelector('.tabs[data-ready]');
    await markdown.waitForLoadState('networkidle');
    expect(await mdx.locator('mark.site-highlight').innerText()).toBe('acme.config.json');
    expect(await mdx.locator('[data-island^="site:"]').count()).toBe(0);
    expect(mdxScripts.sort()).toEqual(markdownScripts.sort());
    expect(mdxScripts.some((name) => name.startsWith('island-') || name === 'hydrate')).toBe(false);
    await context.close();
  });

  it('show their server-rendered HTML without JavaScript', async () => {
    const { page, context } = await site.open(INTERACTIVE, { javaScript: false });
    expect(await page.locator('.site-counter').allInnerTexts()).toEqual(['Clicks: 2', 'Loaded: 10']);
    await context.close();
  });
});
