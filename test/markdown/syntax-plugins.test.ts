// The MDX tree worker attaches the site's remark plugins only when they change how text is tokenized:
// attaching is not free (Redux's plugins build a TypeScript program), and most only transform trees.
import remarkMath from 'remark-math';
import type { Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import type { MarkdownPlugins } from '../../src/core/config.js';
import { remarkPluginsChangeSyntax } from '../../src/parse/markdown/syntax-plugins.js';

const withRemark = (...remarkPlugins: unknown[]) =>
  ({ format: 'mdx', math: false, mdx: true, remarkPlugins, rehypePlugins: [] }) as unknown as MarkdownPlugins;

describe('remarkPluginsChangeSyntax', () => {
  it('is false with no plugins and for plugins that only transform the tree', () => {
    expect(remarkPluginsChangeSyntax(undefined)).toBe(false);
    expect(remarkPluginsChangeSyntax(withRemark())).toBe(false);
    const transformer = () => (tree: unknown) => tree;
    expect(remarkPluginsChangeSyntax(withRemark(transformer, [transformer, { option: 1 }]))).toBe(false);
  });

  it('is true for a plugin with syntax extensions (remark-math), or one that wraps the parser', () => {
    expect(remarkPluginsChangeSyntax(withRemark(remarkMath))).toBe(true);
    function wrapParser(this: Processor) {
      const parse = this.parser;
      if (parse) this.parser = (text, file) => parse(text.replaceAll('::', ':'), file);
    }
    expect(remarkPluginsChangeSyntax(withRemark(wrapParser))).toBe(true);
  });

  it('is true for a plugin that fails to attach: the thread that parses reports it', () => {
    const broken = () => {
      throw new Error('no options');
    };
    expect(remarkPluginsChangeSyntax(withRemark(broken))).toBe(true);
  });
});
