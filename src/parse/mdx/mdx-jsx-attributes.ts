// A site plugin may build a JSX node without `attributes` (remark-auto-glossary's `<strong>`): MDX reads it
// as having none (hast-util-to-estree, mdx-jsx-element.js: `node.attributes || []`), so helpdocs does too.
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';

const JSX_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** Gives every JSX node of the tree an attribute list, empty where a plugin left it out. */
export function mdxJsxAttributes() {
  return (tree: Node) => {
    visit(tree, (node) => {
      const jsx = node as Node & { attributes?: unknown };
      if (JSX_TYPES.has(jsx.type) && !Array.isArray(jsx.attributes)) jsx.attributes = [];
    });
  };
}
