import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

const site = useSite(fixtureRoot('mdx-site'));
const INSTALL = '/docs/guides/install/';
const UPGRADE = '/docs/guides/upgrade/';
const CONFIGURE = '/docs/guides/configure/';

/** The label of the selected tab of each tab set on the page, in page order. */
const selected = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').allInnerTexts();
/** The code or first paragraph of each visible panel, in page order. */
const visiblePanels = (page: Page) =>
  page
    .locator('[role="tabpanel"]:visible')
    .evaluateAll((panels) =>
      panels.map((panel) => panel.querySelector('code, p:not(.tabs-label)')?.textContent?.trim()),
    );
const ready = (page: Page) => page.waitForSelector('.tabs[data-ready]');

describe('tabs without JavaScript', () => {
  it('show every panel under its label', async () => {
    const { page, context } = await site.open(INSTALL, { javaScript: false });
    const labels = await page.locator('.tabs-label:visible').allInnerTexts();
    expect(labels).toEqual(['npm', 'Yarn', 'pnpm', 'macOS', 'Windows', 'npm', 'Yarn', 'pnpm']);
    for (const command of [
      'npm install acme',
      'yarn add acme',
      'pnpm add acme',
      'Open Terminal.',
      'Open PowerShell.',
    ]) {
      await expect.poll(() => page.getByText(command, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator('[role="tab"]').count()).toBe(0);
    await context.close();
  });
});

describe('tabs with JavaScript', () => {
  it('follow the WAI-ARIA tabs pattern: one tab list per set, the default or first tab chosen', async () => {
    const { page, context } = await site.open(INSTALL);
    await ready(page);
    expect(await page.locator('[role="tablist"]').count()).toBe(3);
    expect(await selected(page)).toEqual(['npm', 'macOS', 'npm']);
    expect(await visiblePanels(page)).toEqual(['npm install acme', 'Open Terminal.', 'npm install acme-plugin']);
    // Each tab names the panel it controls, and the panel is labelled by its tab.
    const tab = page.getByRole('tab', { name: 'macOS' });
    const panelId = await tab.getAttribute('aria-controls');
    expect(await page.locator(`#${panelId}`).getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
    expect(await page.locator('.tabs-label:visible').count()).toBe(0);
    await context.close();
  });

  it('move with the arrow keys, Home and End, with one tab in the Tab order', async () => {
    const { page, context } = await site.open(INSTALL);
    await ready(page);
    const list = page.getByRole('tablist').first();
    const tabs = list.getByRole('tab');
    expect(await tabs.evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([0, -1, -1]);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Yarn');
    expect(await tabs.evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([-1, 0, -1]);
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('pnpm');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('npm');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('pnpm');
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('npm');
    await page.keyboard.press('ArrowRight');
    // Tab leaves the tab list for the chosen panel.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(await page.evaluate(() => document.activeElement?.querySelector('code')?.textContent)).toBe(
      'yarn add acme\n',
    );
    await context.close();
  });

  it('switch together with the same groupId, and only those', async () => {
    const { page, context } = await site.open(INSTALL);
    await ready(page);
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    await expect.poll(() => selected(page)).toEqual(['pnpm', 'macOS', 'pnpm']);
    expect(await visiblePanels(page)).toEqual(['pnpm add acme', 'Open Terminal.', 'pnpm add acme-plugin']);
    await page.getByRole('tab', { name: 'Windows' }).click();
    await expect.poll(() => selected(page)).toEqual(['pnpm', 'Windows', 'pnpm']);
    await context.close();
  });

  it('keep the choice across pages (localStorage, Docusaurus key)', async () => {
    const { page, context } = await site.open(INSTALL);
    await ready(page);
    await page.getByRole('tab', { name: 'Yarn' }).last().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('yarn');
    const other = await context.newPage();
    await other.goto(site.url(UPGRADE));
    await ready(other);
    expect(await selected(other)).toEqual(['Yarn']);
    expect(await visiblePanels(other)).toEqual(['yarn upgrade acme']);
    await context.close();
  });

  it('take the tab from ?tab= and write the choice back to the address', async () => {
    const { page, context } = await site.open(`${INSTALL}?tab=pnpm`, { storage: { 'docusaurus.tab.pm': 'yarn' } });
    await ready(page);
    // The address wins over the stored choice, for the whole group.
    expect(await selected(page)).toEqual(['pnpm', 'macOS', 'pnpm']);
    await page.getByRole('tab', { name: 'npm', exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('npm');
    await context.close();
  });

  it("in MDX (<Tabs>/<TabItem>) behave as the directive's and share its group", async () => {
    const { page, context } = await site.open(INSTALL);
    await ready(page);
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    const mdx = await context.newPage();
    await mdx.goto(site.url(CONFIGURE));
    await ready(mdx);
    expect(await selected(mdx)).toEqual(['pnpm']);
    expect(await visiblePanels(mdx)).toEqual(['pnpm exec acme init']);
    await mdx.getByRole('tab', { name: 'Yarn' }).focus();
    await mdx.keyboard.press('ArrowLeft');
    await expect.poll(() => selected(mdx)).toEqual(['npm']);
    await expect.poll(() => new URL(mdx.url()).searchParams.get('tab')).toBe('npm');
    await context.close();
  });

  it('look like tabs in both colour modes', async () => {
    for (const colourMode of ['light', 'dark'] as const) {
      const { page, context } = await site.open(INSTALL, { colourMode });
      await ready(page);
      const tab = page.getByRole('tab', { name: 'npm', exact: true }).first();
      const [chosen, other] = await Promise.all([
        tab.evaluate((el) => getComputedStyle(el).color),
        page
          .getByRole('tab', { name: 'Yarn' })
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      ]);
      expect(chosen).not.toBe(other);
      await site.screenshot(page, `tabs-${colourMode}`);
      await context.close();
    }
  });
});
