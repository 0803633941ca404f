// The page's scripts start once its content is painted (templates/StartScripts.tsx): the first paint
// never waits for them, and they are asked for together, not one round trip after another.
import { describe, expect, it } from 'vitest';
import { scriptsStarted, useSite } from './harness.js';

const site = useSite();
const DOC = '/manual/usuario/inicio/intro/';
const ENTRY = /\/assets\/entry\.[^/]+\.js$/;

interface Timings {
  contentfulPaint: number;
  scripts: Array<{ name: string; startTime: number }>;
  listed: string[];
}

const timings = (): Timings => ({
  contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  scripts: performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js'))
    .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  listed: (document.querySelector<HTMLElement>('script[data-start]')?.dataset.start ?? '').split(' '),
});

describe('the start of the page scripts', () => {
  it('requests them only after the first contentful paint, and they enhance the page', async () => {
    const { page, context } = await site.open(DOC, { width: 375 });
    const { contentfulPaint, scripts, listed } = await page.evaluate(timings);
    expect(contentfulPaint).toBeGreaterThan(0);
    expect(listed.some((url) => ENTRY.test(url))).toBe(true);
    const started = listed.map((url) => scripts.find((script) => script.name === url));
    expect(started.every(Boolean)).toBe(true);
    for (const script of started) expect(script!.startTime).toBeGreaterThanOrEqual(contentfulPaint);
    // Enhanced: the drawer toggle now reports its state to assistive technology.
    expect(await page.locator('summary.drawer-toggle').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('asks for the chunks of the entry without waiting for the entry (no second round trip)', async () => {
    const context = await site.newContext();
    // The entry arrives late; chunks asked for only by its imports would be requested after it.
    await context.route(ENTRY, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const page = await context.newPage();
    const requestedAt = new Map<string, number>();
    let entryArrivedAt = Infinity;
    page.on('request', (request) => requestedAt.set(new URL(request.url()).pathname, Date.now()));
    page.on('requestfinished', (request) => {
      if (ENTRY.test(request.url())) entryArrivedAt = Date.now();
    });
    await page.goto(site.url(DOC));
    await scriptsStarted(page);
    const listed = (await page.locator('script[data-start]').getAttribute('data-start'))!.split(' ');
    expect(listed.length).toBeGreaterThan(1);
    for (const url of listed) expect(requestedAt.get(url), url).toBeLessThan(entryArrivedAt);
    await context.close();
  });
});
