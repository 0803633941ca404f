// What an MDX doc rendered (its components, its expressions, HTML given to dangerouslySetInnerHTML)
// held to mdx-output-rules.ts. renderToStaticMarkup's output is regular (lower-case names, quoted
// attributes), so a quick test finds the docs with nothing to remove, which keep their bytes.
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { MDX_REFUSED_ELEMENTS, refusedAttribute } from './mdx-output-rules.js';

const SUSPECT = new RegExp(
  /<(script|base|meta|object|embed|applet|frame|frameset)[\s>/]|\s(on[a-z]+|srcdoc|http-equiv)=/.source +
    // A URL with a scheme other than the usual ones (most docs link to other sites), or with a
    // character reference where one could hide (`jav&#x61;script:`, from dangerouslySetInnerHTML).
    /|\s(href|src|action|formaction|poster|data|cite|background|xlink:href)="(?!https?:|mailto:|tel:)[^"/?.]*[:&]/
      .source,
  'i',
);

/** What was removed, e.g. `<script>` or `onclick on <img>`. */
export type Removed = Array<{ what: string; tagName: string }>;

/** Whether the rendered HTML may hold something to remove: the quick test before any walk. */
export function mayHoldRefused(html: string): boolean {
  return SUSPECT.test(html);
}

/** Removes from the rendered tree what may not reach a page; says what it removed. */
export function sanitizeRendered(tree: Root): Removed {
  const removed: Removed = [];
  visit(tree, 'element', (node: Element, index, parent) => {
    if (MDX_REFUSED_ELEMENTS.has(node.tagName) && parent && index !== undefined) {
      removed.push({ what: `<${node.tagName}>`, tagName: node.tagName });
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    for (const [name, value] of Object.entries(node.properties)) {
      const why = refusedAttribute(node.tagName, name, Array.isArray(value) ? value.join(' ') : value);
      if (!why) continue;
      delete node.properties[name];
      removed.push({ what: `${why} on <${node.tagName}>`, tagName: node.tagName });
    }
    return undefined;
  });
  return removed;
}
