// A branded site in a real browser: its logo (the dark one in dark mode), its colours, fonts and
// custom CSS, and its overridden footer, at 375 and 1280 px in both colour modes; nothing blocked by
// the CSP, no text below WCAG AA, no axe violation. Screenshots: test-results/screenshots/brand-*.png.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { findLowContrast } from './contrast.js';
import { fixtureRoot, useSite, type ColourMode } from './harness.js';

const site = useSite(fixtureRoot('brand-site'));
const DOC = '/docs/guide/install/';

/** The brand colour as the browser computes it. */
const PRIMARY_LIGHT = 'rgb(124, 45, 146)';

describe.each<ColourMode>(['light', 'dark'])('brand-site in %s mode', (mode) => {
  it.each([1280, 375])(
    'at %i px: logo, colours, fonts, custom CSS and the wrapped footer, within the CSP and WCAG AA',
    async (width) => {
      const context = await site.newContext({ colourMode: mode, width });
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') blocked.push(message.text());
      });
      await page.goto(site.url(DOC));
      await page.waitForLoadState('networkidle');

      // The logo of this mode is shown and loaded; the other one is not displayed.
      const [shown, hidden] =
        mode === 'light'
          ? ['.navbar-inner > .navbar-brand .navbar-logo-light', '.navbar-inner > .navbar-brand .navbar-logo-dark']
          : ['.navbar-inner > .navbar-brand .navbar-logo-dark', '.navbar-inner > .navbar-brand .navbar-logo-light'];
      await expect
        .poll(() => page.locator(shown).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(32);
      expect(await page.locator(shown).isVisible()).toBe(true);
      expect(await page.locator(hidden).isVisible()).toBe(false);
      const box = (await page.locator(shown).boundingBox())!;
      expect(box.height).toBe(32);

      // Derived colours: the brand colour as given in light mode, a lighter shade of it in dark mode.
      const linkColour = await page
        .getByRole('link', { name: 'introduction', exact: true })
        .evaluate((a) => getComputedStyle(a).color);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      if (mode === 'light') expect(primary).toBe('#7c2d92');
      else expect(primary).not.toBe('#7c2d92');
      if (mode === 'light') expect(linkColour).toBe(PRIMARY_LIGHT);
      else expect(linkColour).not.toBe(PRIMARY_LIGHT);

      // Fonts and the custom CSS, after the theme's stylesheet.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
      expect(await page.locator('.navbar').evaluate((nav) => getComputedStyle(nav).borderBottomWidth)).toBe('3px');

      // The footer override: its own part above the original footer.
      expect(await page.locator('.acme-status').innerText()).toContain('All Acme launch systems are go.');
      expect(await page.locator('footer.footer .footer-copyright').innerText()).toBe('© Acme Rockets');

      expect(await page.evaluate(findLowContrast)).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(blocked).toEqual([]);

      await site.screenshot(page, `brand-${mode}-${width}`, true);
      if (width === 375) {
        await page.locator('.drawer-toggle').click();
        await page.locator('.drawer-panel').waitFor({ state: 'visible' });
        // The drawer's header carries the logo too.
        expect(
          await page
            .locator(`.drawer-panel ${mode === 'light' ? '.navbar-logo-light' : '.navbar-logo-dark'}`)
            .isVisible(),
        ).toBe(true);
        expect(await page.evaluate(findLowContrast)).toEqual([]);
        await site.screenshot(page, `brand-${mode}-${width}-drawer`);
      }
      await context.close();
    },
  );
});

describe('brand-site tab icon', () => {
  it('is the site’s own SVG', async () => {
    const { page, context } = await site.open('/docs/');
    const icon = page.locator('link[rel="icon"]');
    expect(await icon.getAttribute('href')).toBe('/docs/img/favicon.svg');
    expect(await icon.getAttribute('type')).toBe('image/svg+xml');
    const response = await page.request.get(site.url('/docs/img/favicon.svg'));
    expect(response.status()).toBe(200);
    await context.close();
  });
});
