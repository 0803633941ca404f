// Gate on helpdocs's own documentation site (docs/): axe finds no violation on each kind of page it
// has (the splash home, a guide, the generated config table, the rules page), in both colour modes,
// at phone and desktop widths, with the search list open too. html-validate and the Nu checker
// cover it through gate-sites.ts.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scriptsStarted, useSite, type ColourMode } from '../e2e/harness.js';
import { docsRoot } from '../helpers/docs-site.js';

const site = useSite(docsRoot);
const PAGES = ['/', '/start/install/', '/guides/writing-pages/', '/reference/config/', '/reference/rules/'];

async function violations(page: Page, state: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${state}: ${v.id} ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
}

describe('docs site quality', () => {
  describe.each<[ColourMode, number]>([
    ['light', 1280],
    ['dark', 375],
  ])('in %s mode at %i px', (colourMode, width) => {
    it.each(PAGES)('has no axe violation on %s, closed and with the search list open', async (route) => {
      const context = await site.newContext({ colourMode, width });
      const page = await context.newPage();
      await page.goto(site.url(route));
      await scriptsStarted(page);
      const found = await violations(page, route);
      if (width < 600) await page.keyboard.press('/');
      else await page.locator('#search-box-input').click();
      await page.locator('#search-box-input').pressSequentially('sidebar');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      found.push(...(await violations(page, `${route} search list open`)));
      await context.close();
      expect(found).toEqual([]);
    });
  });
});
