// `$…$` and `$$…$$` with `markdown.math` on: KaTeX at build time in Markdown and MDX docs, with no
// style attribute left for the CSP to block; with it off (the default) a dollar is a dollar.
import { beforeAll, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { parseConfig } from '../../src/load/config/load.js';
import { mdxContext } from '../helpers/mdx-context.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { loadMathPlugins } from '../../src/parse/markdown/math/load.js';
import { createIslandChunks } from '../../src/parse/mdx/island-chunks.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { fixtureRoot } from '../e2e/harness.js';

const strings = createStrings('en');
const table = { base: '/docs/', routeOf: () => undefined };
const source = (text: string, ext = 'md') => ({
  path: `content/page.${ext}`,
  contentPath: `page.${ext}`,
  text: `---\ntitle: T\n---\n\n${text}\n`,
  hash: text + ext,
});

function markdown(text: string, math: boolean) {
  const { doc, diagnostics } = parseDoc(createPipeline(strings, { math }), source(text), table);
  return { doc, problems: diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.message}`) };
}

describe('math', () => {
  beforeAll(loadMathPlugins);
  it('is off unless the config turns it on', () => {
    expect(parseConfig({}).markdown.math).toBe(false);
    expect(parseConfig({ markdown: { math: true } }).markdown.math).toBe(true);
  });

  it('with math off, leaves prices, shell variables and $$ as the text they are', () => {
    const { doc, problems } = markdown('Costs R$ 1.500 or $20, see `$env:PATH` and $x^2$.\n\n$$\na = b\n$$', false);
    expect(problems).toEqual([]);
    expect(doc.html).toBe('<p>Costs R$ 1.500 or $20, see <code>$env:PATH</code> and $x^2$.</p>\n<p>$$\na = b\n$$</p>');
    expect(doc.math).toBeUndefined();
  });

  it("typesets inline and display math as KaTeX HTML plus MathML, its layout in classes and the page's rules", () => {
    const { doc, problems } = markdown('Area $A = \\pi r^2$ here.\n\n$$\n\\frac{1}{2}\n$$', true);
    expect(problems).toEqual([]);
    expect(doc.html).toContain(
      '<p>Area <span class="katex"><span class="katex-mathml"><math ' +
        'xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>A</mi>',
    );
    expect(doc.html).toContain('<annotation encoding="application/x-tex">A = \\pi r^2</annotation>');
    expect(doc.html).toContain(
      '<span class="katex-display"><span class="katex"><span class="katex-mathml"><math ' +
        'xmlns="http://www.w3.org/1998/Math/MathML" display="block">',
    );
    // No code block made of the $$ fence, and no style attribute for the CSP to block.
    expect(doc.html).not.toContain('<pre');
    expect(doc.html).not.toMatch(/ style="/);
    const classes = [...doc.html.matchAll(/class="[^"]*\b(ks-[0-9a-f]{8})\b/g)].map((match) => match[1]!);
    expect(classes.length).toBeGreaterThan(5);
    const rules = doc.math!.css.split('\n');
    // One rule per distinct declaration list, each used by the page.
    expect(new Set(classes)).toEqual(new Set(rules.map((rule) => /^\.(ks-[0-9a-f]{8})\{/.exec(rule)![1])));
    expect(doc.math!.css).toMatch(/\.ks-[0-9a-f]{8}\{height:0\.\d+em !important\}/);
  });

  it('accepts what KaTeX renders though LaTeX would not (an accented letter), without a console message', () => {
    const logged: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => logged.push(args);
    try {
      const { doc, problems } = markdown('Café $é$.', true);
      expect(problems).toEqual([]);
      expect(doc.html).toContain('<mover accent="true"><mi>e</mi><mo>ˊ</mo></mover>');
    } finally {
      console.warn = warn;
    }
    expect(logged).toEqual([]);
  });

  it('reports a formula KaTeX cannot parse as an error at its place', () => {
    const { problems } = markdown('Fine $x$.\n\nBroken $\\frac{1}{$ and $\\undefinedmacro$.', true);
    expect(problems).toEqual([
      '7:8 error math-syntax Math could not be typeset: KaTeX parse error: Unexpected end of input in a macro ' +
        "argument, expected '}' at end of input: \\frac{1}{",
      '7:24 error math-syntax Math could not be typeset: KaTeX parse error: Undefined control sequence: ' +
        '\\undefinedmacro at position 1: \\̲u̲n̲d̲e̲f̲i̲n̲e̲d̲m̲a̲c̲r̲o̲',
    ]);
  });

  it('typesets MDX docs the same way', async () => {
    const root = fixtureRoot('mdx-site');
    const context = {
      ...mdxContext('en', {
        root,
        strings,
        pipelineOptions: { math: true },
        islandChunks: createIslandChunks('/docs/', root),
      }),
      site: { ...mdxContext().site, base: '/docs/' },
    };
    const { body, diagnostics } = await parseMdxBody(source('Area $A = \\pi r^2$.', 'mdx'), table, context);
    expect(diagnostics).toEqual([]);
    expect(body.html).toContain(
      '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">',
    );
    expect(body.html).not.toMatch(/ style="/);
    expect(body.math?.css).toMatch(/^\.ks-/);
  });
});
