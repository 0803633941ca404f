import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Elements the theme lets scroll sideways on narrow screens (templates/styles/content.css). */
const SCROLLING = new Set(['pre', 'table']);

/**
 * Code blocks and tables scroll sideways when wider than the screen; a keyboard reader can only
 * scroll what can take focus, so each gets `tabindex="0"` (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function rehypeScrollRegions() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (SCROLLING.has(node.tagName)) node.properties.tabIndex = 0;
    });
  };
}
