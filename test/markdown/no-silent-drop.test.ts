// Issue 17, item 1: every construct a .md page cannot render is reported with its place and a
// hint, never dropped in silence. The fixture holds one of each; each must have its diagnostic.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { createStrings } from '../../src/core/strings.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { fixtures } from '../helpers/sites.js';

// These tests run the chains directly; a build loads the HTML parser before the docs that need it (src/parse/index.ts).
beforeAll(loadHtmlParser);

const EXPECTED: Array<[construct: string, line: number, column: number, ruleId: string]> = [
  ['import line', 5, 1, 'esm-in-markdown'],
  ['export line', 8, 1, 'esm-in-markdown'],
  ['unknown text directive', 10, 18, 'text-directive'],
  ['unknown leaf directive', 12, 1, 'unknown-directive'],
  ['unknown container directive', 14, 1, 'unknown-directive'],
  ['JSX <Tabs>', 18, 1, 'jsx-in-markdown'],
  ['JSX <TabItem>', 19, 1, 'jsx-in-markdown'],
  ['JSX <Counter />', 26, 1, 'jsx-in-markdown'],
  ['unsupported element <marquee>', 28, 1, 'html-removed'],
  ['event handler attribute', 30, 1, 'html-attribute-removed'],
  ['<script>', 32, 1, 'html-removed'],
  ['unknown fence option "live"', 34, 1, 'unknown-code-option'],
  ['unknown fence option "noInline"', 34, 1, 'unknown-code-option'],
  ['unknown highlight comment', 39, 1, 'unknown-highlight-comment'],
  ['unknown code language', 43, 1, 'unknown-language'],
];

describe('no silent drop', () => {
  it('reports every construct it does not render, at its line and column, with a hint', async () => {
    const text = await readFile(`${fixtures}unsupported/page.md`, 'utf8');
    const source = { path: 'content/page.md', contentPath: 'page.md', text, hash: 'unsupported' };
    const { doc, diagnostics } = parseDoc(createPipeline(createStrings('en')), source, {
      base: '/docs/',
      routeOf: () => undefined,
    });
    const found = diagnostics.map((d) => [d.line, d.column, d.ruleId, d.hint] as const);
    for (const [construct, line, column, ruleId] of EXPECTED) {
      const match = found.filter(([l, c, r]) => l === line && c === column && r === ruleId);
      expect(match.length, `${construct} at ${line}:${column} (${ruleId})`).toBeGreaterThan(0);
      expect(
        match.every(([, , , hint]) => typeof hint === 'string' && hint.length > 10),
        `${construct} has a hint`,
      ).toBe(true);
    }
    // Nothing else is reported, and nothing unsafe or meant for MDX reaches the page.
    expect(diagnostics).toHaveLength(EXPECTED.length);
    for (const leak of [
      'import Tabs',
      'export const',
      '<script',
      'onclick',
      'live noInline',
      'marquee',
      '<tabs',
      '<counter',
    ]) {
      expect(doc.html.toLowerCase()).not.toContain(leak.toLowerCase());
    }
    // What could be read stays readable.
    for (const kept of ['npm install', 'Moving text', 'Clicked', "DISPLAY 'HI'."]) expect(doc.html).toContain(kept);
  });

  it('says a removed attribute once per page, however many elements carry it', () => {
    const rows = Array.from({ length: 3 }, (_, i) => `<tr><td style="width: 65pt">${i}</td></tr>`).join('\n');
    const text = `# Table\n\n<table>\n${rows}\n</table>\n`;
    const source = { path: 'content/table.md', contentPath: 'table.md', text, hash: 'table' };
    const { doc, diagnostics } = parseDoc(createPipeline(createStrings('en')), source, {
      base: '/docs/',
      routeOf: () => undefined,
    });
    expect(diagnostics.map((d) => `${d.line} ${d.ruleId}`)).toEqual(['4 html-attribute-removed']);
    expect(doc.html).not.toContain('style');
    expect(doc.html.match(/<td>/g)).toHaveLength(3);
  });
});
