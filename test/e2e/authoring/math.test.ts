// Math as a reader sees it (markdown.math on in the fixture): KaTeX's stylesheet and fonts apply,
// the layout KaTeX would write as style attributes comes from the page's own stylesheet under the
// site's CSP, and pages without math fetch none of it.
import { describe, expect, it } from 'vitest';
import { fixtureRoot, useSite } from '../harness.js';

const site = useSite(fixtureRoot('authoring-site'));
const MATH = '/docs/math/';

describe('math', () => {
  it('is set in KaTeX fonts, with the MathML kept for assistive technology only, and no CSP violation', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(site.url(MATH));
    await page.evaluate(() => document.fonts.ready);
    const facts = await page.evaluate(() => {
      const katex = document.querySelector('.katex')!;
      const letter = document.querySelector('.katex .mathnormal')!;
      const mathml = document.querySelector('.katex-mathml')!.getBoundingClientRect();
      return {
        family: getComputedStyle(katex).fontFamily,
        letterFamily: getComputedStyle(letter).fontFamily,
        loaded: [...document.fonts]
          .filter((font) => font.status === 'loaded')
          .map((font) => font.family.replace(/"/g, '')),
        mathmlBox: [mathml.width, mathml.height],
        displays: document.querySelectorAll('.katex-display').length,
      };
    });
    expect(facts.family).toContain('KaTeX_Main');
    expect(facts.letterFamily).toContain('KaTeX_Math');
    expect(facts.loaded).toEqual(expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math']));
    // KaTeX's stylesheet clips the MathML copy to a pixel: the reader sees the HTML rendering.
    expect(facts.mathmlBox).toEqual([1, 1]);
    expect(facts.displays).toBe(2);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it("raises a superscript above its base, as the page's layout rules place it", async () => {
    const { page, context } = await site.open(MATH);
    const [base, exponent] = await page.evaluate(() => {
      const msup = [...document.querySelectorAll('.katex .mord')].find((element) =>
        element.querySelector(':scope > .msupsub'),
      )!;
      const box = (element: Element) => element.getBoundingClientRect();
      return [box(msup.firstElementChild!).top, box(msup.querySelector('.msupsub .mtight')!).top];
    });
    expect(exponent).toBeLessThan(base - 2);
    await context.close();
  });

  it('shows a price as text, not math', async () => {
    const { page, context } = await site.open(MATH);
    expect(await page.locator('.markdown p').first().textContent()).toContain('R$ 1.500 is not math');
    await context.close();
  });

  it('leaves pages without math free of KaTeX: no stylesheet, no font', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(site.url('/docs/images/'));
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => /katex|math\.|\.woff2$/i.test(path))).toEqual([]);
    await context.close();
  });
});
