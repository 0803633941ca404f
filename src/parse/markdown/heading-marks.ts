// A heading's code and emphasis as the table of contents shows them (Docusaurus's TOC draws each heading's
// value as HTML: `## The \`format()\` call` keeps its <code>). A link, an image or raw HTML in it is its text.
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as hastText } from 'hast-util-to-string';

const MARKS = new Set(['code', 'em', 'strong', 'del', 'b', 'i', 's', 'sub', 'sup', 'kbd']);

function marked(children: readonly ElementContent[]): ElementContent[] {
  return children.map((child): ElementContent => {
    if (child.type === 'text') return child;
    if (child.type === 'element' && MARKS.has(child.tagName))
      return { type: 'element', tagName: child.tagName, properties: {}, children: marked(child.children) };
    return { type: 'text', value: child.type === 'element' ? hastText(child) : '' };
  });
}

/** The heading's content as HTML with its marks alone, or undefined when it is plain text. */
export function headingMarksHtml(children: readonly ElementContent[]): string | undefined {
  if (children.every((child) => child.type === 'text')) return undefined;
  const kept = marked(children);
  return kept.some((child) => child.type === 'element') ? toHtml(kept) : undefined;
}
