// A relative address in an `<a href>` written as HTML or JSX (`<a href="quickstart/nginx">`) is read by the browser
// from the page's URL. A Docusaurus page's URL ends in `/` only for a folder's index doc (or with trailingSlash:
// true); helpdocs's always do, so the same address would lead elsewhere. It is written from the base instead, as a
// Markdown link's is (remark-doc-links.ts), and checked as one, as Docusaurus's Link checks it. One that names a
// file (`guide.pdf`) is written from the base too, unchecked (Docusaurus does not publish it: static/ may hold it).
// A scheme, a path from the root, a query or an anchor alone is left as written.
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isExternalUrl } from '../../core/external-url.js';
import { docusaurusUrl, hasExtension, resolveUrl } from './remark-doc-links.js';

type Options = { trailingSlash?: boolean | undefined };

const relative = (href: string) => href !== '' && !/^[/?#\\]/.test(href) && !isExternalUrl(href);

/** The address to write for `href`, a page's link recorded for the checker; undefined: left as written. */
function fromBase(href: string, node: Node, file: VFile, options: Options): string | undefined {
  const context = file.data.linkContext;
  if (!context || !relative(href)) return undefined;
  if (hasExtension(href.replace(/[?#].*$/s, ''))) {
    const route = context.routeOf(context.contentPath);
    if (route === undefined) return undefined;
    const url = new URL(href, `http://site${docusaurusUrl(route, context, options.trailingSlash)}`);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const start = node.position?.start ?? { line: 1, column: 1 };
  const position = { line: start.line, column: start.column };
  const { url, ref } = resolveUrl(href, position, context, 'link', undefined, options.trailingSlash);
  if (!ref) return undefined;
  (file.data.links ??= []).push(ref);
  return url;
}

/** `<a href>` of a Markdown doc's raw HTML, once parsed (rehype-raw-html.ts). */
export function rehypeRelativeHrefs(options: Options = {}) {
  return (tree: HastRoot, file: VFile) => {
    // A doc without a `<` has no raw HTML, and its Markdown links are written from the base already.
    if (!String(file.value).includes('<')) return;
    visit(tree, 'element', (node) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string') return;
      const url = fromBase(href, node, file, options);
      if (url !== undefined) node.properties.href = url;
    });
  };
}

/**
 * Markdown links the site's remark plugins added (a JSDoc `{@link}` made `./createAction`): they run after
 * remark-doc-links.ts, so a relative URL among them is read from the page's URL here, as the browser reads it on
 * Docusaurus's page. The doc's own links are written from the base already, and left as they are.
 */
export function remarkAddedRelativeLinks(options: Options = {}) {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, 'link', (node) => {
      const url = fromBase(node.url, node, file, options);
      if (url !== undefined) node.url = url;
    });
  };
}

/** `<a href="…">` of an MDX doc's JSX, with the address written as a string. */
export function remarkJsxRelativeHrefs(options: Options = {}) {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'a') return;
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'href') continue;
        if (typeof attribute.value !== 'string') continue;
        const url = fromBase(attribute.value, element, file, options);
        if (url !== undefined) attribute.value = url;
      }
    });
  };
}
