// A Docusaurus category's generated index in Chromium (test/fixtures/docusaurus-docs): the sidebar's
// label leads to it, its cards show each item of the category side by side, and each card leads on.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('docusaurus-docs'));

describe("a category's generated index", () => {
  it('opens from the sidebar label and shows a card per item, each leading to its page', async () => {
    const { page, context } = await site.open('/concepts/orbits/');
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Concepts', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/category/concepts/');
    expect(await page.locator('main h1').textContent()).toBe('Concepts');
    const cards = page.locator('main .doc-card');
    expect(await cards.locator('.doc-card-title').allTextContents()).toEqual(['Deep space', 'Fleets', 'Orbits']);
    // Side by side on a wide screen: the first cards share a row.
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(first && second && Math.abs(first.y - second.y)).toBe(0);
    expect(await cards.nth(1).locator('.doc-card-description').isVisible()).toBe(true);
    await site.screenshot(page, 'category-index-1280');
    await cards.filter({ hasText: 'Fleets' }).click();
    await page.waitForURL((url) => url.pathname === '/concepts/fleets/');
    await context.close();
  });

  it('stacks the cards on a phone, without sideways scrolling', async () => {
    const { page, context } = await site.open('/deep-space/', { width: 375, height: 700 });
    expect(await page.locator('main h1').textContent()).toBe('Deep space machines');
    expect(await page.locator('.breadcrumbs').textContent()).toContain('Concepts');
    const card = await page.locator('main .doc-card').first().boundingBox();
    expect(card?.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await site.screenshot(page, 'category-index-375');
    await context.close();
  });
});
