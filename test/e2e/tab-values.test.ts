import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from './harness.js';

// <Tabs values> makes the tab list alone (theme-common useTabValues): the <TabItem> it does not name gets no
// tab, with JavaScript or without.
const site = useSite(fixtureRoot('docusaurus-tab-values'));
const INSTALL = '/docs/install/';

describe('<Tabs values> in a browser', () => {
  it('without JavaScript, shows the named panels under their labels and not the other', async () => {
    const { page, context } = await site.open(INSTALL, { javaScript: false });
    expect(await page.locator('.tabs-label:visible').allInnerTexts()).toEqual(['Yarn', 'npm']);
    expect(await page.getByText('Run docker pull kite.').isVisible()).toBe(false);
    await context.close();
  });

  it('with JavaScript, draws a tab for each value only, the values’ default chosen', async () => {
    const { page, context } = await site.open(INSTALL);
    await page.waitForSelector('.tabs[data-ready]');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Yarn', 'npm']);
    expect(await page.locator('[role="tab"][aria-selected="true"]').innerText()).toBe('npm');
    expect(await page.getByText('Run npm i kite.').isVisible()).toBe(true);
    expect(await page.getByText('Run docker pull kite.').isVisible()).toBe(false);
    await context.close();
  });
});
