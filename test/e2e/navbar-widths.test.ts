// The help centre's navbar holds on one line at every desktop width (997 px up), and the search box
// shows its whole placeholder there and in the drawer layout just below. Screenshots in both colour
// modes go to test-results/screenshots/navbar-<width>-<mode>.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scriptsStarted, useSite, type ColourMode } from './harness.js';

const site = useSite();

interface NavbarFacts {
  navbarHeight: number;
  expectedHeight: number;
  tops: number[];
  wrappedLinks: string[];
  placeholderCut: boolean;
  overflows: boolean;
  /** Links whose box reaches into the tools (search box, colour toggle). */
  underTools: string[];
}

function measure(page: Page): Promise<NavbarFacts> {
  return page.evaluate(() => {
    const navbar = document.querySelector<HTMLElement>('.navbar')!;
    const probe = document.createElement('div');
    probe.style.height = 'var(--navbar-height)';
    document.body.append(probe);
    const expectedHeight = probe.getBoundingClientRect().height;
    probe.remove();
    const inner = navbar.querySelector<HTMLElement>('.navbar-inner')!;
    const visible = [...inner.children].filter(
      (child) => (child as HTMLElement).offsetParent !== null,
    ) as HTMLElement[];
    const items = [...visible, ...navbar.querySelectorAll<HTMLElement>('.navbar-desktop .navbar-links li')].filter(
      (el) => el.offsetParent !== null,
    );
    const tops = items.map((el) => {
      const box = el.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    });
    const wrappedLinks = [...navbar.querySelectorAll<HTMLElement>('.navbar-desktop .navbar-links a, .navbar-brand')]
      .filter((link) => link.offsetParent !== null)
      .filter((link) =>
        [...link.childNodes].some((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return range.getClientRects().length > 1;
        }),
      )
      .map((link) => link.textContent ?? '');
    const input = navbar.querySelector<HTMLInputElement>('.search-input')!;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const toolsLeft = navbar.querySelector<HTMLElement>('.navbar-tools')!.getBoundingClientRect().left;
    const underTools = [...navbar.querySelectorAll<HTMLElement>('.navbar-desktop .navbar-links a')]
      .filter((link) => link.offsetParent !== null && link.getBoundingClientRect().right > toolsLeft)
      .map((link) => link.textContent ?? '');
    return {
      underTools,
      navbarHeight: navbar.getBoundingClientRect().height,
      expectedHeight,
      tops,
      wrappedLinks,
      placeholderCut: room > 0 && context.measureText(input.placeholder).width > room + 0.5,
      overflows: inner.scrollWidth > inner.clientWidth + 1,
    };
  });
}

describe('navbar', () => {
  for (const width of [997, 1024, 1100, 1280]) {
    it(`stays on one line at ${width} px, with the whole search placeholder`, async () => {
      for (const mode of ['light', 'dark'] as ColourMode[]) {
        const { page, context } = await site.open('/manual/', { width, colourMode: mode });
        await scriptsStarted(page);
        const facts = await measure(page);
        if (width !== 1280) await site.screenshot(page, `navbar-${width}-${mode}`);
        expect(facts.wrappedLinks).toEqual([]);
        // One row: every item centred on the same line (a wrapped item sits a row lower).
        expect(
          Math.max(...facts.tops) - Math.min(...facts.tops),
          `item centres ${facts.tops.join(', ')}`,
        ).toBeLessThanOrEqual(2);
        expect(Math.abs(facts.navbarHeight - facts.expectedHeight)).toBeLessThanOrEqual(1.5);
        expect(facts.overflows).toBe(false);
        expect(facts.underTools).toEqual([]);
        expect(facts.placeholderCut).toBe(false);
        await context.close();
      }
    });
  }

  it('shows the whole search placeholder in the drawer layout too (996 px)', async () => {
    const { page, context } = await site.open('/manual/', { width: 996 });
    await scriptsStarted(page);
    expect((await measure(page)).placeholderCut).toBe(false);
    await context.close();
  });
});
