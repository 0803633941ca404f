// A site's rehype plugin reads a fence's meta from its code element, as Docusaurus hands it over:
// mdast-util-to-hast keeps it in `data.meta` (what @shikijs/rehype reads), and the mdx-loader's
// codeCompatPlugin adds `metastring` and `live` properties, which its CodeBlock takes as props.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** The `<code>` of a rendered block: in its `<pre>`, under the title's `<figure>` if it has one. */
function codeOf(block: Element): Element | undefined {
  const pre = block.tagName === 'figure' ? block.children.at(-1) : block;
  const code = pre?.type === 'element' && pre.tagName === 'pre' ? pre.children[0] : undefined;
  return code?.type === 'element' && code.tagName === 'code' ? code : undefined;
}

/**
 * Gives a rendered block's code the fence's meta as Docusaurus does; the properties only for the site's
 * rehype plugins (dropped after them by rehypeDropCodeProps), so a site without any gets the same HTML.
 */
export function keepFenceMeta(block: Element, meta: string | undefined, sitePlugins: boolean): void {
  const code = codeOf(block);
  if (!code) return;
  if (meta) code.data = { ...code.data, meta } as Element['data'];
  if (!sitePlugins) return;
  code.properties.metastring = meta;
  code.properties.live = meta?.split(' ').includes('live') ?? false;
}

/** After the site's rehype plugins: Docusaurus's props are no attributes of the page's code. */
export function rehypeDropCodeProps() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'code') return;
      delete node.properties.metastring;
      delete node.properties.live;
    });
  };
}
