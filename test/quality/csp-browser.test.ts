// Gate: the help centre works under its own strict Content-Security-Policy. The built site is served
// with the headers of its `_headers` file (as Netlify or Cloudflare Pages send them); every page type
// loads and every widget is used without a single violation.
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { serveStatic, useSite, type OpenOptions } from '../e2e/harness.js';
import { watchCspViolations } from './csp-watch.js';
import { PAGES, PAGE_TYPES } from './pages.js';

const site = useSite(undefined, { hostHeaders: true });
let violations: string[] = [];
let open: BrowserContext[] = [];

/** A context that records CSP violations into `violations`. */
async function watchedContext(options: OpenOptions = {}): Promise<BrowserContext> {
  const context = await site.newContext(options);
  violations = await watchCspViolations(context);
  open.push(context);
  return context;
}

async function visit(route: string, options: OpenOptions = {}): Promise<Page> {
  const context = await watchedContext(options);
  const { page } = await site.open(route, { ...options, context });
  await page.waitForLoadState('networkidle');
  return page;
}

afterEach(async () => {
  await Promise.all(open.map((context) => context.close()));
  open = [];
});

describe('strict CSP', () => {
  it('is sent as a real response header: self only, inline code by hash, no unsafe-inline or eval', async () => {
    const response = await fetch(site.url(PAGES.doc));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await fetch(
      site.url((await (await fetch(site.url(PAGES.home))).text()).match(/href="([^"]+\.css)"/)![1]!),
    );
    expect(asset.headers.get('content-security-policy')).toBe(policy);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(PAGE_TYPES)('loads the %s without a violation', async (_name, route) => {
    const page = await visit(route);
    expect(await page.locator('main h1').count()).toBe(1);
    if (route === PAGES.search) await page.locator('.search-page-hits li').first().waitFor();
    expect(violations).toEqual([]);
  });

  it('sends a redirect stub on (its one inline script runs) without a violation', async () => {
    const page = await visit(`${PAGES.stub}?origem=teste#secao`);
    await page.waitForURL((url) => url.pathname === PAGES.stubTarget);
    expect(new URL(page.url()).search).toBe('?origem=teste');
    expect(new URL(page.url()).hash).toBe('#secao');
    expect(violations).toEqual([]);
  });

  it('applies a saved dark mode and a dismissed announcement before first paint (the head script runs)', async () => {
    const page = await visit(PAGES.doc, {
      colourMode: 'dark',
      storage: { 'announcement-dismissed:central-nova-2025': '1' },
    });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    expect(violations).toEqual([]);
  });

  it('colours the announcement bar from its hashed <style>', async () => {
    const page = await visit(PAGES.home);
    expect(await page.locator('.announcement').evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe(
      'rgb(29, 78, 216)',
    );
    await page.locator('.announcement-close').click();
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    expect(violations).toEqual([]);
  });

  it('lets the reader use every widget: colour toggle, search box, code copy, sidebar, back to top', async () => {
    const page = await visit(PAGES.doc);
    await page.locator('.theme-toggle').click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');

    const search = page.locator('#search-box-input');
    await search.click();
    await search.pressSequentially('senha');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');

    await page.locator('.code-block').first().hover();
    await page.locator('.code-copy').first().click();
    await expect.poll(() => page.locator('.code-copy').first().innerText()).toBe('Copiado');

    const category = page.locator('.doc-sidebar details:not([open]) > summary').first();
    await category.click();
    await page.mouse.wheel(0, 4000);
    await page.locator('.back-to-top').click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(violations).toEqual([]);

    // The help centre's video has no source yet, so its page has no player to use; the players'
    // own CSP check (self-hosted file, YouTube frame) is test/e2e/video.test.ts.
    const video = await visit(PAGES.video);
    expect(await video.locator('main video, main iframe, main figure.video, main figure.video-file').count()).toBe(0);
    expect(violations).toEqual([]);
  });

  it('opens the drawer and follows a link from it on a phone', async () => {
    const page = await visit(PAGES.doc, { width: 375 });
    await page.locator('.drawer-toggle').click();
    const link = page.locator('.drawer-panel .sidebar a.sidebar-link:not([aria-current])').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('shows the base-path banner, styled through the CSSOM, under the policy', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-csp-base-'));
    await symlink(path.join(site.outDir, 'manual'), path.join(root, 'docs'));
    const headers = Object.fromEntries((await fetch(site.url(PAGES.home))).headers);
    const server = await serveStatic(root, '/docs/', () => ({
      'content-security-policy': headers['content-security-policy']!,
    }));
    try {
      const context = await watchedContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/usuario/inicio/intro/`);
      const banner = page.locator('#base-path-banner');
      expect(await banner.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(254, 242, 242)');
      expect(violations).toEqual([]);
    } finally {
      // The page may still be fetching (its scripts, under the wrong base): cut, not awaited.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  });

  it('would see a violation: an inline script or style attribute the policy lacks is blocked, reported', async () => {
    const context = await watchedContext();
    await context.route(site.url(PAGES.home), async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</body>',
        '<script>document.title="injected"</script><p style="color:red">x</p></body>',
      );
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    await page.goto(site.url(PAGES.home));
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.title()).not.toBe('injected');
    expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
    expect(violations.some((v) => v.startsWith('style-src'))).toBe(true);
  });
});
