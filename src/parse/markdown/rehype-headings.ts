import type { Element, Parents, Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { toString as hastText } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Heading } from '../../core/model.js';
import { report } from './report.js';
import { createSlugger } from '../../core/slug.js';
import { headingMarksHtml } from './heading-marks.js';

const HEADING = /^h([1-6])$/;

/** The text to slug a heading's id from, where remark gave it (remark-heading-slug-text.ts). */
export const WRITTEN_TEXT = 'dataWrittenText';

export interface HeadingOptions {
  /** "Link direto para {title}" in the site's language. */
  anchorLabel: (title: string) => string;
  /** The tree is MDX's: a JSX element's written `id` is an anchor too (`<a id="x" />`, which Link collects). */
  jsx?: boolean;
}

/** The `id="…"` written on a JSX element of MDX (`<a id="options" />`), if any. */
function jsxId(node: Node): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const { attributes } = node as MdxJsxFlowElementHast;
  const id = attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id');
  return typeof id?.value === 'string' ? id.value : undefined;
}

/**
 * The "Footnotes" heading of GFM's footnotes section: remark-rehype adds it after Docusaurus's toc plugin has read
 * the mdast headings (mdx-loader remark/toc), so it keeps its anchor but is not in the table of contents.
 */
function isFootnotesLabel(parent: Parents | undefined): boolean {
  return parent?.type === 'element' && parent.tagName === 'section' && parent.properties.dataFootnotes !== undefined;
}

/**
 * Gives every heading a GitHub-style id and a "#" anchor link, records h2–h6 for the table of contents (which
 * shows h2–h3 unless a doc asks for others) and every id in the page as a valid anchor target.
 */
export function rehypeHeadings(options: HeadingOptions) {
  return (tree: Root, file: VFile) => {
    const slugger = createSlugger();
    // The title heading left the body (remark-content-title.ts) but still takes its slug, as in Docusaurus.
    if (file.data.titleSlugText !== undefined) slugger.slug(file.data.titleSlugText);
    const headings: Heading[] = (file.data.headings = []);
    const anchorIds: Set<string> = (file.data.anchorIds = new Set());
    // A content title left inside a container (remark-content-title.ts) is the body's first h1 and the page's title.
    let titleToCome = file.data.titleInBody === true;
    // Docusaurus's Link collects the id it is given, and MDX draws `<a>` with Link.
    if (options.jsx)
      visit(tree, (node) => {
        const id = jsxId(node);
        if (id !== undefined) anchorIds.add(id);
      });
    visit(tree, 'element', (node: Element, _index, parent) => {
      const depth = HEADING.exec(node.tagName)?.[1];
      if (depth === undefined) {
        if (typeof node.properties.id === 'string') anchorIds.add(node.properties.id);
        return;
      }
      const text = hastText(node).trim();
      const isTitle = titleToCome && depth === '1';
      if (isTitle) titleToCome = false;
      else if (depth === '1') {
        report(
          file,
          node,
          'warning',
          'A "#" heading in the body makes a second h1; the title is the page\'s h1',
          'extra-h1',
          'use "##"',
        );
      }
      const written = node.properties[WRITTEN_TEXT];
      delete node.properties[WRITTEN_TEXT];
      const slugText = typeof written === 'string' ? written : text;
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(slugText);
      node.properties.id = id;
      anchorIds.add(id);
      if (depth !== '1' && !isFootnotesLabel(parent)) {
        const html = headingMarksHtml(node.children);
        headings.push({ depth: Number(depth), id, text, ...(html === undefined ? {} : { html }) });
      }
      // As the header's h1, the title has no "#" link.
      if (isTitle) return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['hash-link'],
          href: `#${encodeURIComponent(id)}`,
          ariaLabel: options.anchorLabel(text),
        },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
