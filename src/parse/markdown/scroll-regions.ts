import type { Element } from 'hast';
import { defaultHandlers, type Handlers } from 'mdast-util-to-hast';

/**
 * Tables scroll sideways when wider than the screen (templates/styles/content.css); a keyboard
 * reader can only scroll what can take focus, so each gets `tabindex="0"` (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Set while mdast becomes hast, which saves a walk of the tree.
 * Code blocks get theirs in code/render-code-block.ts.
 */
export const scrollRegionHandlers: Partial<Handlers> = {
  table(state, node) {
    const table: Element = defaultHandlers.table(state, node);
    table.properties.tabIndex = 0;
    return table;
  },
};
