// The English fixture site (test/fixtures/en-site): its own look, a wrapped footer, a generated
// sidebar, a pt-BR translation and a remark plugin, together. Searched in both languages, checked
// with axe and for WCAG AA text, screenshots at 375 and 1280 px in both colour modes
// (test-results/screenshots/en-site-*.png). html-validate and the Nu checker: test/quality/gate-sites.ts.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { findLowContrast } from './contrast.js';
import { fixtureRoot, useSite, type ColourMode } from './harness.js';

const site = useSite(fixtureRoot('en-site'), { hostHeaders: true });

async function firstHit(route: string, query: string) {
  const { page, context } = await site.open(route);
  const input = page.locator('#search-box-input');
  await input.focus();
  await input.pressSequentially(query);
  const first = page.locator('#search-box-list[aria-busy="false"] [role="option"]').first();
  await first.waitFor();
  const hit = { title: await first.locator('.search-hit-title').innerText(), href: await first.getAttribute('href') };
  await context.close();
  return hit;
}

describe('en-site search', () => {
  it('stems English: "installing" finds Installation', async () => {
    const hit = await firstHit('/docs/', 'installing');
    expect(hit.title).toMatch(/^Installation/);
    expect(hit.href).toMatch(/^\/docs\/guides\/installation\//);
  });

  it('stems Portuguese in the pt-BR locale: "instalando" finds Instalação', async () => {
    const hit = await firstHit('/docs/pt-BR/', 'instalando');
    expect(hit.title).toMatch(/^Instalação/);
    expect(hit.href).toMatch(/^\/docs\/pt-BR\/guides\/installation\//);
  });
});

describe.each<ColourMode>(['light', 'dark'])('en-site in %s mode', (mode) => {
  it.each([1280, 375])(
    "at %i px: logo, brand colour, custom CSS, wrapped footer, generated sidebar and the plugin's output, within the " +
      'CSP, WCAG AA and axe',
    async (width) => {
      const context = await site.newContext({ colourMode: mode, width });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(site.url('/docs/guides/installation/'));
      await page.waitForLoadState('networkidle');

      const logo = `.navbar-inner > .navbar-brand .navbar-logo-${mode}`;
      await expect
        .poll(() => page.locator(logo).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await page.locator(logo).isVisible()).toBe(true);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      if (mode === 'light') expect(primary).toBe('#7c2d92');
      else expect(primary).not.toBe('#7c2d92');
      expect(await page.locator('.navbar').evaluate((nav) => getComputedStyle(nav).borderBottomWidth)).toBe('3px');
      expect(await page.locator('.acme-status').innerText()).toContain('All Acme launch systems are go.');
      expect(await page.locator('kbd.key').innerText()).toBe('Enter');
      // No sidebars file: the sidebar comes from content/ (the guides folder and its _category_.json).
      const sidebar = page.locator(width === 1280 ? '.doc-sidebar' : '.drawer-panel .sidebar');
      expect(await sidebar.evaluate((nav) => nav.textContent)).toContain('Installation');

      expect(await page.evaluate(findLowContrast)).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
      await site.screenshot(page, `en-site-${mode}-${width}`, true);
      await page.goto(site.url('/docs/pt-BR/guides/installation/'));
      await page.waitForLoadState('networkidle');
      expect(await page.locator('kbd.key').innerText()).toBe('Enter');
      // The language picker fits beside the brand: its name on a desktop, its tag on a phone.
      const picker = page.locator('.language-picker summary');
      expect(await picker.innerText()).toBe(width === 1280 ? 'Português' : 'pt-BR');
      const [brandBox, pickerBox] = await Promise.all([
        page.locator('.navbar-inner > .navbar-brand').boundingBox(),
        picker.boundingBox(),
      ]);
      expect(brandBox!.x + brandBox!.width).toBeLessThanOrEqual(pickerBox!.x);
      expect(pickerBox!.height).toBeLessThan(40);
      await site.screenshot(page, `en-site-pt-BR-${mode}-${width}`, true);
      await context.close();
    },
  );
});
