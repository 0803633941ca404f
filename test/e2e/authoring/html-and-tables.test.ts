// Raw HTML, Docusaurus's legacy admonition titles and inline code in narrow table cells, as a reader
// sees them on the authoring fixture, served under the site's own CSP headers.
import { describe, expect, it } from 'vitest';
import { watchCspViolations } from '../../quality/csp-watch.js';
import { fixtureRoot, useSite } from '../harness.js';

const site = useSite(fixtureRoot('authoring-site'), { hostHeaders: true });

describe('raw HTML in Markdown', () => {
  it('shows the allowed elements with their meaning, runs no script and no handler (no CSP violation)', async () => {
    const context = await site.newContext();
    const violations = await watchCspViolations(context);
    const dialogs: string[] = [];
    const { page } = await site.open('/docs/html/', { context });
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    const article = page.locator('.markdown');
    expect(await article.locator('kbd').allInnerTexts()).toEqual(['Ctrl', 'C']);
    expect(await article.locator('sub').innerText()).toBe('2');
    expect(await article.locator('sup').innerText()).toBe('2');
    expect(await article.locator('abbr').getAttribute('title')).toBe('HyperText Markup Language');
    expect(await article.locator('br').count()).toBe(1);
    expect(
      await page
        .getByRole('figure', { name: 'A figure written in HTML' })
        .getByRole('img', { name: 'A grey box' })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('table', { name: 'Prices' }).getByRole('columnheader').allInnerTexts()).toEqual([
      'Plan',
      'Price',
    ]);

    await article.getByText('This text stays').click();
    await article.getByText('A link whose unsafe URL is removed').click();
    expect(await article.locator('[onclick], [style], script, iframe, a[href^="javascript"]').count()).toBe(0);
    expect(await page.title()).not.toBe('hacked');
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('opens <details> on a click, showing the Markdown inside it', async () => {
    const { page, context } = await site.open('/docs/html/');
    const inside = page.getByText('Markdown inside the details works');
    expect(await inside.isVisible()).toBe(false);
    await page.getByText('Show the details').click();
    await expect.poll(() => inside.isVisible()).toBe(true);
    expect(await page.locator('.markdown details strong').innerText()).toBe('inside');
    await context.close();
  });

  it('gives an id written in HTML to links as an anchor', async () => {
    const { page, context } = await site.open('/docs/');
    await page.getByRole('link', { name: 'the prices' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/html/' && url.hash === '#prices');
    await expect
      .poll(() => page.locator('#prices').evaluate((t) => t.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'draws <details> as a disclosure in %s mode: a caret, turned when open',
    async (mode) => {
      const { page, context } = await site.open('/docs/html/', { colourMode: mode });
      const summary = page.locator('.markdown details > summary');
      const marker = () =>
        summary.evaluate((element) => {
          const before = getComputedStyle(element, '::before');
          return {
            content: before.content,
            width: Number.parseFloat(before.borderLeftWidth),
            colour: before.borderLeftColor,
            text: getComputedStyle(element).color,
            transform: before.transform,
          };
        });
      const closed = await marker();
      expect(closed.content).not.toBe('none');
      expect(closed.width).toBeGreaterThan(4);
      // The caret is in the summary's own text colour, which meets contrast in either mode.
      expect(closed.colour).toBe(closed.text);
      expect(closed.transform).toBe('none');
      await summary.click();
      await expect.poll(async () => (await marker()).transform).not.toBe('none');
      await site.screenshot(page, `details-${mode}`);
      await context.close();
    },
  );
});

describe('admonitions', () => {
  it('take the title of the legacy form ":::tip Legacy title" as the bracketed form does', async () => {
    const { page, context } = await site.open('/docs/admonitions/');
    expect(await page.locator('.admonition-tip .admonition-title').innerText()).toMatch(/^legacy title$/i);
    expect(await page.locator('.admonition-warning .admonition-title').innerText()).toMatch(/^bracketed title$/i);
    expect(await page.locator('.markdown').innerText()).not.toContain(':::tip Legacy title');
    await context.close();
  });
});

describe('inline code in table cells at 375 px', () => {
  it('wraps at sensible points: no line of it is a sliver of a character or two', async () => {
    const { page, context } = await site.open('/docs/admonitions/', { width: 375, height: 800 });
    const fragments = await page.locator('.markdown td code').evaluateAll((codes) =>
      codes.map((code) => ({
        text: code.textContent ?? '',
        widths: [...code.getClientRects()].map((r) => Math.round(r.width)),
      })),
    );
    await site.screenshot(page, 'authoring-table-inline-code-375', true);
    expect(fragments.length).toBe(8);
    // The width of one monospace character, from the first code's box without its padding.
    const charWidth = await page
      .locator('.markdown td code')
      .first()
      .evaluate((code) => {
        const style = getComputedStyle(code);
        return (
          (code.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) /
          (code.textContent ?? 'x').length
        );
      });
    for (const { text, widths } of fragments) {
      // Each piece of a wrapped code holds at least three characters (one per line was the bug).
      for (const width of widths) expect(width, text).toBeGreaterThanOrEqual(Math.min(3, text.length) * charWidth - 1);
      // It breaks between words, not inside them.
      expect(widths.length, text).toBeLessThanOrEqual(text.split(' ').length);
    }
    await context.close();
  });
});
