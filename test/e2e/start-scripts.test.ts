// The page's scripts start once its content is painted (templates/StartScripts.tsx): the first paint
// never waits for them, and they still arrive together, not one round trip after another.
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

const site = useSite();
const DOC = '/manual/usuario/inicio/intro/';

interface Timings {
  contentfulPaint: number;
  scripts: Array<{ name: string; startTime: number; responseEnd: number }>;
  listed: string[];
}

const timings = (): Timings => ({
  contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  scripts: performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js'))
    .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
  listed: (document.querySelector<HTMLElement>('script[data-start]')?.dataset.start ?? '').split(' '),
});

describe('the start of the page scripts', () => {
  it('requests them only after the first contentful paint, all at once, and they enhance the page', async () => {
    const { page, context } = await site.open(DOC, { width: 375 });
    const { contentfulPaint, scripts, listed } = await page.evaluate(timings);
    expect(contentfulPaint).toBeGreaterThan(0);
    expect(listed.some((url) => /\/assets\/entry\.[^/]+\.js$/.test(url))).toBe(true);
    const started = listed.map((url) => scripts.find((script) => script.name === url));
    expect(started.every(Boolean)).toBe(true);
    for (const script of started) expect(script!.startTime).toBeGreaterThanOrEqual(contentfulPaint);
    // Each listed chunk was asked for before the entry that imports it had arrived.
    const entry = started.find((script) => script!.name.includes('/entry.'))!;
    for (const script of started) expect(script!.startTime).toBeLessThanOrEqual(entry.responseEnd);
    // Enhanced: the drawer toggle now reports its state to assistive technology.
    expect(await page.locator('summary.drawer-toggle').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
