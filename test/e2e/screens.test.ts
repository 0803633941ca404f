// Screenshots of the main screens at phone and desktop widths in both colour modes (kept under
// test-results/screenshots/ for a person to look at), with the checks a glance would make.
import { describe, expect, it } from 'vitest';
import { useSite, type ColourMode } from './harness.js';

const site = useSite();

const SCREENS = {
  home: '/manual/',
  doc: '/manual/implantacao/inicio/instalando-o-integrador/',
  notfound: '/manual/nao-existe/',
  tags: '/manual/tags/',
  tag: '/manual/tags/integracao/',
};

describe.each([375, 1280])('at %i px', (width) => {
  describe.each<ColourMode>(['light', 'dark'])('in %s mode', (mode) => {
    it.each(Object.entries(SCREENS))('%s fits the width and is in the right mode', async (name, route) => {
      const { page, context } = await site.open(route, { width, height: width < 500 ? 740 : 900, colourMode: mode });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await site.screenshot(page, `${name}-${width}-${mode}`, true);
      await context.close();
    });
  });
});
