// Versioned docs as a reader meets them: the version dropdown leads to the same page in 1.0, which
// says it is unmaintained and links back; the navbar's search there finds 1.0 pages only.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('docusaurus-versions'));

describe('versioned docs', () => {
  it('switches version from the dropdown and shows the banner', async () => {
    const { page, context } = await site.open('/docs/guides/launch/');
    expect(await page.locator('.version-banner').count()).toBe(0);
    const dropdown = page.locator('.navbar-tools .docs-version-dropdown');
    expect(await dropdown.locator('summary').innerText()).toBe('2.0');
    await dropdown.locator('summary').click();
    await dropdown.getByRole('link', { name: '1.0' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/1.0/guides/launch/');
    const banner = page.locator('.version-banner');
    await expect.poll(() => banner.innerText()).toContain('no longer actively maintained');
    expect(await page.locator('.navbar-tools .docs-version-dropdown summary').innerText()).toBe('1.0');
    expect(await page.locator('.doc-sidebar').getByRole('link', { name: 'Gyroscope' }).count()).toBe(1);
    await site.screenshot(page, 'docusaurus-versions-1.0');
    await banner.getByRole('link').click();
    await page.waitForFunction(() => location.pathname === '/docs/guides/launch/');
    expect(await page.locator('.version-banner').count()).toBe(0);
    await context.close();
  });

  it('searches the version the reader is on', async () => {
    const { page, context } = await site.open('/docs/1.0/intro/');
    const input = page.locator('#search-box-input');
    await input.focus();
    await input.pressSequentially('launch');
    const first = page.locator('#search-box-list[aria-busy="false"] [role="option"]').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\/docs\/1\.0\/guides\/launch\//);
    await input.fill('');
    await input.pressSequentially('countdown');
    await page
      .locator('#search-box-list')
      .getByText('countdown')
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => {});
    const hrefs = await page
      .locator('#search-box-list [role="option"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href) => !href?.startsWith('/docs/1.0/'))).toEqual([]);
    await context.close();
  });

  it("searches the next version's index after a link in a page leads there", async () => {
    const { page, context } = await site.open('/docs/guides/launch/');
    const input = page.locator('#search-box-input');
    const firstHit = async (query: string) => {
      await input.fill('');
      await input.pressSequentially(query);
      const first = page.locator('#search-box-list[aria-busy="false"] [role="option"]').first();
      await first.waitFor();
      return first.getAttribute('href');
    };
    expect(await firstHit('launch')).toMatch(/^\/docs\/guides\/launch\//);
    await page.keyboard.press('Escape');
    await page.locator('main').getByRole('link', { name: 'next release' }).click();
    // The router focuses the new page's main once it is in place.
    await page.waitForFunction(
      () => location.pathname.startsWith('/docs/next/countdown') && document.activeElement?.id === 'main',
    );
    expect(await firstHit('countdown')).toMatch(/^\/docs\/next\//);
    await context.close();
  });
});
