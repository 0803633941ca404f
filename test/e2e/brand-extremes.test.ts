// The build's contrast check covers every pair the theme draws with the brand colour: a site with the
// lightest and one with the darkest shade of a red the build accepts pass axe's colour-contrast rule
// on search results (a selected hit with highlighted words), links in every kind of admonition, tags,
// pagination and the active sidebar item, in both colour modes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mix } from '../../src/brand/colour.js';
import { ADMONITION_KINDS, contrastFailures, derivePalette } from '../../src/brand/palette.js';
import { useSite, type ColourMode } from './harness.js';

const RED = '#d61c44';

/** The furthest shade of `colour` towards `towards`, in steps of 1%, that the build accepts. */
function furthestAccepted(colour: string, towards: string): string {
  let accepted = colour;
  for (let step = 1; step <= 100; step++) {
    const shade = mix(colour, towards, step / 100);
    if (contrastFailures(derivePalette({ primary: shade })).length > 0) break;
    accepted = shade;
  }
  return accepted;
}

function siteWith(primary: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'helpdocs-brand-extremes-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'helpdocs.config.ts',
    `export default { title: 'Extremes', url: 'https://docs.example.com', ` +
      `colors: { primary: ${JSON.stringify(primary)} } };\n`,
  );
  const admonitions = ADMONITION_KINDS.map(
    (kind) => `:::${kind}\n\nSee [the rotation guide](rotation.md) before you start.\n\n:::\n`,
  ).join('\n');
  write(
    'content/index.md',
    `---\ntitle: Rotation overview\nsidebar_position: 1\ntags: [rotation]\n---\n\nHow keys rotate.\n\n${admonitions}`,
  );
  write(
    'content/rotation.md',
    '---\ntitle: Rotation guide\nsidebar_position: 2\ntags: [rotation]\n---\n\nRotate keys every month.\n',
  );
  return root;
}

const axeContrast = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
};

const lightest = furthestAccepted(RED, '#ffffff');
const darkest = furthestAccepted(RED, '#000000');

describe.each([
  ['lightest', lightest, useSite(siteWith(lightest))],
  ['darkest', darkest, useSite(siteWith(darkest))],
] as const)('the %s accepted shade of a red (%s)', (_which, primary, site) => {
  it('is a shade the build accepts, and the next step is not (or is the end of the range)', () => {
    expect(contrastFailures(derivePalette({ primary }))).toEqual([]);
  });

  it.each<ColourMode>(['light', 'dark'])('draws each admonition its icon, in its title colour (%s)', async (mode) => {
    const { page, context } = await site.open('/', { colourMode: mode });
    const icons = await page.locator('.admonition-title').evaluateAll((titles) =>
      titles.map((title) => {
        const before = getComputedStyle(title, '::before');
        const mask = before.maskImage || before.getPropertyValue('-webkit-mask-image');
        return {
          kind: title.parentElement?.className,
          svg: /^url\("data:image\/svg\+xml,/.test(mask) ? mask : 'none',
          width: before.width,
          inTitleColour: before.backgroundColor === getComputedStyle(title).color,
        };
      }),
    );
    await context.close();
    expect(icons.map(({ kind, width, inTitleColour }) => [kind, width !== '0px', inTitleColour])).toEqual(
      ADMONITION_KINDS.map((kind) => [`admonition admonition-${kind}`, true, true]),
    );
    // One icon per kind.
    expect(icons.every((icon) => icon.svg !== 'none')).toBe(true);
    expect(new Set(icons.map((icon) => icon.svg)).size).toBe(ADMONITION_KINDS.length);
  });

  it.each<ColourMode>(['light', 'dark'])('passes axe colour contrast in %s mode', async (mode) => {
    const { page, context } = await site.open('/', { colourMode: mode });
    // Admonition links, the active sidebar item and pagination, on the doc page.
    expect(await page.locator('.admonition a').count()).toBe(ADMONITION_KINDS.length);
    expect(await page.locator('.sidebar-link[aria-current="page"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.pagination-title').count()).toBe(1);
    expect(await axeContrast(page)).toEqual([]);
    // Search results: titles with the query's words highlighted, the first hit selected.
    await page.locator('#search-box-input').focus();
    await page.keyboard.type('rotation');
    await page.locator('#search-box-list [aria-selected="true"] .search-hit-title mark').first().waitFor();
    expect(await axeContrast(page)).toEqual([]);
    // Tags: the tag page's list.
    await page.goto(site.url('/tags/rotation/'));
    expect(await axeContrast(page)).toEqual([]);
    await context.close();
  });
});
