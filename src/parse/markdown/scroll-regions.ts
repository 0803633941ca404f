import type { Element } from 'hast';
import { defaultHandlers, type Handlers } from 'mdast-util-to-hast';

/**
 * Code blocks and tables scroll sideways when wider than the screen (templates/styles/content.css);
 * a keyboard reader can only scroll what can take focus, so each gets `tabindex="0"` (WCAG 2.1.1;
 * axe's scrollable-region-focusable). Set while mdast becomes hast, which saves a walk of the tree.
 */
export const scrollRegionHandlers: Partial<Handlers> = {
  code(state, node) {
    const pre = defaultHandlers.code(state, node);
    pre.properties.tabIndex = 0;
    return pre;
  },
  table(state, node) {
    const table: Element = defaultHandlers.table(state, node);
    table.properties.tabIndex = 0;
    return table;
  },
};
