// Markdown images as a reader sees them: the first one loads at once and the others lazily, a title
// is a visible caption, #dark / #light variants show only in their colour mode, each image's box has
// its size before the file arrives (no layout shift), and `#inline` SVGs are part of the page.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite, type ColourMode } from '../harness.js';

const site = useSite(fixtureRoot('authoring-site'));
const IMAGES = '/docs/images/';

describe('images', () => {
  it('load the first one near the top at once and the others lazily, all decoded off the main thread', async () => {
    const { page, context } = await site.open(IMAGES);
    const images = await page
      .locator('.markdown img')
      .evaluateAll((all) => all.map((img) => [(img as HTMLImageElement).loading, (img as HTMLImageElement).decoding]));
    expect(images).toEqual([
      // Not lazy: the browser's default, which loads it at once.
      ['auto', 'async'],
      ['lazy', 'async'],
      ['lazy', 'async'],
      ['lazy', 'async'],
    ]);
    await context.close();
  });

  it('turn a title into a caption of the figure', async () => {
    const { page, context } = await site.open(IMAGES);
    const figure = page.getByRole('figure', { name: 'Figure 1: the build pipeline' });
    expect(await figure.getByRole('img', { name: 'The build pipeline' }).isVisible()).toBe(true);
    expect(await figure.locator('img').getAttribute('title')).toBeNull();
    await context.close();
  });

  it.each<[ColourMode, string]>([
    ['light', 'chart-light.png'],
    ['dark', 'chart-dark.png'],
  ])('show in %s mode only that variant of a #dark/#light pair', async (colourMode, shown) => {
    const { page, context } = await site.open(IMAGES, { colourMode });
    const visible = await page
      .getByRole('img', { name: 'Sales chart' })
      .evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src.split('/').pop()));
    expect(visible).toEqual([shown]);
    await context.close();
  });

  it("keep each image's box at its size before the file arrives, scaled down with the column", async () => {
    const context = await site.newContext({ width: 375 });
    // Image files never arrive: the boxes can only come from the width and height in the HTML.
    await context.route(/\.(png|svg)$/, () => {});
    const page = await context.newPage();
    await page.goto(site.url('/docs/diagrams/'), { waitUntil: 'domcontentloaded' });
    const boxes = await page
      .locator('.markdown img')
      .evaluateAll((all) =>
        all.map((img) => [
          (img as HTMLImageElement).complete,
          Math.round(img.getBoundingClientRect().width),
          Math.round(img.getBoundingClientRect().height),
        ]),
      );
    expect(boxes).toEqual([
      [false, 240, 80],
      [false, 80, 40],
    ]);
    const column = await page.locator('.markdown').evaluate((element) => element.clientWidth);
    await context.close();
    // A wider image than the column at 375 px keeps its proportions.
    const narrow = await site.newContext({ width: 320 });
    await narrow.route(/\.(png|svg)$/, () => {});
    const small = await narrow.newPage();
    await small.goto(site.url('/docs/diagrams/'), { waitUntil: 'domcontentloaded' });
    const [width, height] = await small
      .locator('.markdown img')
      .first()
      .evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]);
    expect(column).toBeGreaterThan(240);
    expect(width).toBeLessThanOrEqual(240);
    expect(height / width).toBeCloseTo(80 / 240, 2);
    await narrow.close();
  });

  it('put an #inline SVG into the page, named by its alt text, with ids of its own per copy', async () => {
    const { page, context } = await site.open('/docs/diagrams/');
    const diagram = page.getByRole('img', { name: 'Writing then building', exact: true });
    expect(await diagram.evaluate((element) => element.tagName)).toBe('svg');
    expect(await diagram.isVisible()).toBe(true);
    // Its text is the page's own: selectable and found by the browser's search.
    expect(await diagram.locator('text').allTextContents()).toEqual(['Write', 'Build']);
    const again = page.getByRole('img', { name: 'Writing then building, again' });
    expect(await again.locator('linearGradient').getAttribute('id')).toBe('flow-2-fill');
    // The second copy's boxes are painted with its own gradient, which the browser resolves.
    const fill = await again
      .locator('rect')
      .first()
      .evaluate((rect) => getComputedStyle(rect).fill);
    expect(fill).toContain('#flow-2-fill');
    const ids = await page.locator('[id]').evaluateAll((all) => all.map((element) => element.id));
    expect(ids.length).toBe(new Set(ids).size);
    await context.close();
  });
});
