// Markdown images as a reader sees them: the first one loads at once and the others lazily, a title
// is a visible caption, and #dark / #light variants show only in their colour mode.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite, type ColourMode } from '../harness.js';

const site = useSite(fixtureRoot('authoring-site'));
const IMAGES = '/docs/images/';

describe('images', () => {
  it('load the first one near the top at once and the others lazily, all decoded off the main thread', async () => {
    const { page, context } = await site.open(IMAGES);
    const images = await page.locator('.markdown img').evaluateAll((all) => all.map((img) => [(img as HTMLImageElement).loading, (img as HTMLImageElement).decoding]));
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
    const visible = await page.getByRole('img', { name: 'Sales chart' }).evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src.split('/').pop()));
    expect(visible).toEqual([shown]);
    await context.close();
  });
});
