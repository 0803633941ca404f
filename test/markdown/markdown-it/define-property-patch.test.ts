// markdown-it 15.0.3 is published compiled: its class fields are set through a helper that turns each key into a
// property key (two calls and a typeof check) and tests `key in this` first — twelve times for every token, a
// third of the tokenizer's time (the 1,000-doc corpus: 183 → 117 ms warm). patches/ makes the helper an
// assignment, the same for its string keys and classes that have no setters.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

// Beside package.json, which its exports do not list.
const dist = path.resolve('node_modules/markdown-it/dist');
const published = ['markdown-it.mjs', 'markdown-it.cjs.js'].map((name) => path.join(dist, name));

describe("markdown-it's field helper (patches/markdown-it+15.0.3.patch)", () => {
  it.each(published)('%s sets a field by assignment', (file) => {
    const text = readFileSync(file, 'utf8');
    const helper = text.slice(
      text.indexOf('function _defineProperty('),
      text.indexOf('//#endregion', text.indexOf('function _defineProperty(')),
    );
    expect(helper).toContain('return e[r] = t, e;');
    expect(helper).not.toContain('toPropertyKey');
  });

  it('no class field has a setter or a read-only property behind it, so assignment defines it', () => {
    const text = readFileSync(published[0] as string, 'utf8');
    expect(text).not.toMatch(/^\s+(?:get|set) \w+\(/m);
  });

  it("leaves each token's fields own, enumerable and writable, as defining them did", () => {
    const tokens = new MarkdownIt().parse('# Título\n\n- um *dois* [três](/x)\n', {});
    expect(tokens.length).toBeGreaterThan(8);
    for (const token of tokens) {
      for (const key of ['type', 'tag', 'attrs', 'map', 'nesting', 'level', 'children', 'content', 'markup']) {
        expect(Object.getOwnPropertyDescriptor(token, key)).toMatchObject({
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
  });
});
