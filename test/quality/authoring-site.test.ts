// Gate on the authoring fixture (every construct of "Writing pages"): axe on each page, as built
// (site scripts kept from loading) and enhanced (copy and wrap buttons), in both colour modes, at
// phone and desktop widths. html-validate covers it in html-validate.test.ts.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, scriptsStarted, useSite, type ColourMode } from '../e2e/harness.js';

const site = useSite(fixtureRoot('authoring-site'));
const PAGES = [
  '/docs/',
  '/docs/code/',
  '/docs/html/',
  '/docs/admonitions/',
  '/docs/images/',
  '/docs/diagrams/',
  '/docs/math/',
];

describe('authoring-site quality', () => {
  describe.each<[ColourMode, boolean, number]>([
    ['light', true, 1280],
    ['dark', true, 375],
    ['light', false, 375],
    ['dark', false, 1280],
  ])('in %s mode (site scripts %s, %i px)', (colourMode, scripts, width) => {
    // One page a test: axe on a loaded 2-core machine takes seconds a page.
    it.each(PAGES)('has no axe violation on %s', async (route) => {
      const context = await site.newContext({ colourMode, width });
      if (!scripts) await context.route('**/*.js', (request) => request.abort());
      const page = await context.newPage();
      await page.goto(site.url(route));
      if (scripts) await scriptsStarted(page);
      else await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      await context.close();
      expect(
        violations.flatMap((v) =>
          v.nodes.map((n) => `${route}: ${v.id} ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
        ),
      ).toEqual([]);
    });
  });
});
