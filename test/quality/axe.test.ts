// Gate: axe-core finds no violation on any page type of the help centre, in both colour modes, on a
// phone (375 px) and a desktop (1280 px), also with the drawer open and with the search list open.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useSite, type ColourMode } from '../e2e/harness.js';
import { PAGES, PAGE_TYPES } from './pages.js';

const site = useSite();
const checked: string[] = [];
afterAll(() =>
  console.info(
    `axe: ${checked.length} page states checked (8 page types, 2 colour modes, 375 and 1280 px, search list and ` +
      `drawer open)`,
  ),
);

/** Violations as readable lines: rule, impact, where, and why. */
async function violations(page: Page, state: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  checked.push(state);
  return found.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${state}: ${v.id} (${v.impact}) ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

async function openSearchList(page: Page, width: number): Promise<void> {
  // On a phone the box is folded into its button: the "/" shortcut opens it, as a reader would.
  if (width < 600) {
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-box-input');
  } else await page.locator('#search-box-input').click();
  await page.locator('#search-box-input').pressSequentially('senha');
  await page.getByRole('listbox').getByRole('option').first().waitFor();
}

describe.each<ColourMode>(['light', 'dark'])('axe in %s mode', (mode) => {
  describe.each([375, 1280])('at %i px', (width) => {
    it.each(PAGE_TYPES)(
      '%s: closed, with the search list open, and (phone) with the drawer open',
      async (name, route) => {
        const { page, context } = await site.open(route, { colourMode: mode, width });
        await page.waitForLoadState('networkidle');
        if (route === PAGES.search) await page.locator('.search-page-hits li').first().waitFor();
        const found = await violations(page, `${name} ${mode} ${width}px`);
        await openSearchList(page, width);
        found.push(...(await violations(page, `${name} ${mode} ${width}px search list open`)));
        await page.keyboard.press('Escape');
        // A tap elsewhere leaves the field (on a phone it stays spread over the navbar while focused).
        await page.locator('main h1').click();
        if (width < 997) {
          await page.locator('.drawer-toggle').click();
          await page.locator('.drawer-panel').waitFor({ state: 'visible' });
          found.push(...(await violations(page, `${name} ${mode} ${width}px drawer open`)));
        }
        expect(found).toEqual([]);
        await context.close();
      },
    );

    it('redirect stub, as a reader without JavaScript sees it before the meta refresh', async () => {
      const context = await site.newContext({ colourMode: mode, width });
      // With JavaScript the stub's script leaves before its body is even parsed: what a reader can
      // see is the no-JS stub. Its script is kept from running (a policy of script-src 'none'; axe
      // itself is injected through DevTools) and the way on is cancelled, so the stub stays on screen.
      await context.route(
        (url) => url.pathname === PAGES.stub,
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" },
          });
        },
      );
      await context.route(
        (url) => url.pathname === PAGES.stubTarget,
        (route) => route.abort('aborted'),
      );
      const page = await context.newPage();
      await page.goto(site.url(PAGES.stub), { waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
      expect(
        await page.evaluate(() => [location.pathname, document.querySelector('main a')?.getAttribute('href')]),
      ).toEqual([PAGES.stub, PAGES.stubTarget]);
      expect(await violations(page, `redirect stub ${mode} ${width}px`)).toEqual([]);
      await context.close();
    });
  });
});
