// Gate: on a host that sends no headers at all (a plain file server), the policy in each page's
// <meta> still holds: the site's own scripts run, and planted inline code or a `javascript:` link
// is blocked.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptsStarted, useSite } from '../e2e/harness.js';
import { watchCspViolations } from './csp-watch.js';
import { PAGES, PAGE_TYPES } from './pages.js';

const site = useSite();
let violations: string[] = [];
let open: BrowserContext[] = [];

async function watchedContext(): Promise<BrowserContext> {
  const context = await site.newContext();
  violations = await watchCspViolations(context);
  open.push(context);
  return context;
}

afterEach(async () => {
  await Promise.all(open.map((context) => context.close()));
  open = [];
});

/** Opens the home with `extra` planted before `</body>`, as a stored XSS would put it there. */
async function planted(extra: string): Promise<Page> {
  const context = await watchedContext();
  await context.route(site.url(PAGES.home), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('</body>', `${extra}</body>`) });
  });
  const page = await context.newPage();
  await page.goto(site.url(PAGES.home));
  return page;
}

describe('the CSP in each page, on a host that sends no headers', () => {
  it('is served with no policy header', async () => {
    const response = await fetch(site.url(PAGES.doc));
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it.each(PAGE_TYPES)('lets the %s run its own scripts without a violation', async (_name, route) => {
    const context = await watchedContext();
    const { page } = await site.open(route, { context });
    await scriptsStarted(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('data-enhanced')).not.toBeNull();
    expect(violations).toEqual([]);
  });

  it('lets a redirect stub send the reader on with its script (query and hash kept)', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    await page.goto(site.url(`${PAGES.stub}?origem=teste#secao`));
    await page.waitForURL((url) => url.pathname === PAGES.stubTarget);
    expect(new URL(page.url()).search).toBe('?origem=teste');
    expect(violations).toEqual([]);
  });

  it('blocks a planted inline script', async () => {
    const page = await planted('<script>document.title="injected"</script>');
    await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
    expect(await page.title()).not.toBe('injected');
  });

  it('blocks a planted javascript: link when clicked', async () => {
    const page = await planted('<a id="planted" href="javascript:document.title=\'clicked\'">x</a>');
    await page.locator('#planted').click();
    await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
    expect(await page.title()).not.toBe('clicked');
  });
});
