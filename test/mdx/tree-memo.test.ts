// Docs that share a text (a doc unchanged across versions and locales) are tokenized once a build;
// each still gets its own links, strings and problems.
import { describe, expect, it } from 'vitest';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { TreeMemo } from '../../src/parse/mdx/tree-memo.js';
import { mdxContext } from '../helpers/mdx-context.js';

describe('TreeMemo', () => {
  it('parses a text shared by several docs once, and gives each doc a copy of its own', async () => {
    const memo = new TreeMemo(['a', 'b', 'a', 'a']);
    let parses = 0;
    const parse = () => {
      parses++;
      return { type: 'root', children: [{ type: 'text', value: 'a' }] };
    };
    const first = await memo.parse('a', parse);
    const second = await memo.parse('a', parse);
    expect(parses).toBe(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    // A doc's plugins change its own copy only.
    second?.children.push({ type: 'text', value: 'changed' });
    expect((await memo.parse('a', parse))?.children).toHaveLength(1);
    expect(parses).toBe(1);
    // The last doc took the kept tree: a fourth is parsed again, as is a text no other doc has.
    await memo.parse('a', parse);
    await memo.parse('b', parse);
    expect(parses).toBe(3);
  });

  it('keeps nothing for a parse that ran past its deadline', async () => {
    const memo = new TreeMemo(['a', 'a']);
    let parses = 0;
    const parse = (tree: { type: string } | undefined) => () => {
      parses++;
      return tree;
    };
    expect(await memo.parse('a', parse(undefined))).toBeUndefined();
    expect(await memo.parse('a', parse({ type: 'root' }))).toEqual({ type: 'root' });
    expect(parses).toBe(2);
  });
});

/** Counts the parses the memo could not spare. */
class CountingMemo extends TreeMemo {
  parses = 0;
  override parse<Tree>(text: string, parse: () => Tree | undefined): Promise<Tree | undefined> {
    return super.parse(text, () => {
      this.parses++;
      return parse();
    });
  }
}

describe('MDX docs that share a text', () => {
  it('each resolve their links from their own place, in their own strings', async () => {
    const text = '# Setup\n\n:::note\nSee [the options](./options.md) and {1 + 1}.\n:::\n';
    const routes = new Map([
      ['next/setup.md', '/docs/next/setup/'],
      ['next/options.md', '/docs/next/options/'],
      ['1.0/setup.md', '/docs/setup/'],
      ['1.0/options.md', '/docs/options/'],
    ]);
    const table = { base: '/', routeOf: (contentPath: string) => routes.get(contentPath) };
    const trees = new CountingMemo([text, text]);
    const contextIn = (locale: string) => mdxContext(locale, { trees });
    const parse = (folder: string, locale: string) =>
      parseMdxBody(
        { path: `docs/${folder}/setup.md`, contentPath: `${folder}/setup.md`, text, hash: folder },
        table,
        contextIn(locale),
      );
    const next = await parse('next', 'en');
    const stable = await parse('1.0', 'pt-BR');
    expect(next.body.html).toContain('href="/docs/next/options/"');
    expect(stable.body.html).toContain('href="/docs/options/"');
    expect(stable.body.html).not.toContain('/docs/next/');
    expect(next.body.html).toMatch(/>Note</);
    expect(stable.body.html).toMatch(/>Nota</);
    expect(next.body.links.map((link) => link.target)).toEqual(['next/options.md']);
    expect(stable.body.links.map((link) => link.target)).toEqual(['1.0/options.md']);
    expect(stable.body.html).toContain('2');
    expect(trees.parses).toBe(1);
  });
});
