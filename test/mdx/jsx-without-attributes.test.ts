// A site plugin's JSX node without `attributes` (remark-auto-glossary builds `<strong>` so) is read as having
// none, as MDX's hast-util-to-estree reads `node.attributes || []`: the page builds.
import { describe, expect, it } from 'vitest';
import type { MarkdownPlugins } from '../../src/core/config.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { mdxContext } from '../helpers/mdx-context.js';

const strong = (value: string) => ({ type: 'mdxJsxTextElement', name: 'strong', children: [{ type: 'text', value }] });
const remarkGlossary = () => (tree: { children: unknown[] }) => {
  tree.children.push({ type: 'paragraph', children: [strong('term-from-plugin')] });
};

async function compile(plugins: Partial<MarkdownPlugins>) {
  const text = '# A\n\nText.\n';
  const markdown = { remarkPlugins: [], rehypePlugins: [], ...plugins } as unknown as MarkdownPlugins;
  const context = mdxContext('en', { pipelineOptions: { plugins: markdown } });
  return parseMdxBody(
    { path: 'docs/a.mdx', contentPath: 'a.mdx', text, hash: JSON.stringify(plugins) },
    {
      base: '/',
      routeOf: () => undefined,
    },
    context,
  );
}

describe('a JSX node without attributes from a site plugin', () => {
  it('is drawn as an element without attributes, and the page builds', async () => {
    const { body, diagnostics } = await compile({ remarkPlugins: [remarkGlossary] });
    expect(diagnostics).toEqual([]);
    expect(body.html).toContain('<strong>term-from-plugin</strong>');
  });
});
