// A highlighted code block is hundreds of <span>s: as JSX, each one is walked by every MDX compile
// step, written as code, run and rendered by React, the bulk of an API doc's cost (Jest's docs).
// Its HTML is written once here instead, the block left as a placeholder element that React renders
// empty, and put back in the rendered page (withCodeHtml).
import { randomBytes } from 'node:crypto';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isCodeBlock } from '../markdown/code/rehype-code-blocks.js';

declare module 'vfile' {
  interface DataMap {
    /** The HTML of the doc's code blocks (and its partials'), by the key their placeholders carry. */
    codeHtml: Record<string, string[]>;
  }
}

const PLACEHOLDER = 'helpdocs-code';

/** Last in the MDX rehype chain: the site's plugins and the guards have seen the blocks as elements. */
export function rehypeCodeHtml() {
  return (tree: Root, file: VFile) => {
    const key = randomBytes(6).toString('hex');
    const blocks: string[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!isCodeBlock(node) || !parent || index === undefined) return undefined;
      parent.children[index] = {
        type: 'element',
        tagName: PLACEHOLDER,
        properties: { dataKey: `${key}:${blocks.length}` },
        children: [],
      };
      blocks.push(toHtml(node));
      return SKIP;
    });
    if (blocks.length > 0) file.data.codeHtml = { ...file.data.codeHtml, [key]: blocks };
  };
}

const PLACEHOLDERS = new RegExp(`<${PLACEHOLDER}\\b[^>]*?\\bdata-key="([0-9a-f]+):(\\d+)"[^>]*></${PLACEHOLDER}>`, 'g');

/**
 * The rendered page with each placeholder (as often as a component rendered it) back as its block's
 * HTML. A placeholder of no block of this doc is left out.
 */
export function withCodeHtml(html: string, codeHtml: VFile['data']['codeHtml']): string {
  if (!codeHtml) return html;
  return html.replace(PLACEHOLDERS, (_, key: string, index: string) => codeHtml[key]?.[Number(index)] ?? '');
}
