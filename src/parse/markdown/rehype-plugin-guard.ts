// Holds what the site's rehype plugins produce to the rules raw HTML follows for scripts: the
// plugins run before the sanitizer, so a plugin (or content it copies into the page) can never put
// code on a page. What counts is what an element is once the plugins have run: an executable element
// stays only if helpdocs made it and it is still exactly as helpdocs made it (a plugin that renames
// helpdocs's own `<p>` to `<script>`, or edits its video frame, has it removed).
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { refusedScheme } from '../../core/unsafe-url.js';
import { report } from './report.js';

/** Elements that run code, load a document or change how the page resolves URLs. */
const EXECUTABLE = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formAction',
  'xLinkHref',
  'poster',
  'data',
  'cite',
  'background',
]);

const before = new WeakMap<VFile, WeakMap<Element, string>>();

/** What an executable element is: its name, attributes and text, compared before and after the plugins. */
function signature(node: Element): string {
  return JSON.stringify([
    node.tagName,
    node.properties,
    node.children.map((child) => (child.type === 'text' ? child.value : child.type)),
  ]);
}

/** Runs before the site's rehype plugins: remembers the executable elements helpdocs made, as they are. */
export function rehypeMarkOwnElements() {
  return (tree: Root, file: VFile) => {
    const own = new WeakMap<Element, string>();
    visit(tree, 'element', (node) => {
      if (EXECUTABLE.has(node.tagName)) own.set(node, signature(node));
    });
    before.set(file, own);
  };
}

/**
 * Runs after them: drops executable elements they added and event handlers or script URLs anywhere, each with a
 * warning.
 */
export function rehypePluginGuard() {
  return (tree: Root, file: VFile) => {
    const own = before.get(file) ?? new WeakMap<Element, string>();
    before.delete(file);
    visit(tree, (node, index, parent) => {
      // Raw HTML from the source has a position and goes to rehypeRawHtml; a plugin's own has none.
      if (node.type === 'raw' && !node.position && parent && index !== undefined) {
        report(
          file,
          parent,
          'warning',
          'A rehype plugin added raw HTML, which is not rendered and was removed',
          'plugin-output-removed',
          'a rehype plugin should add elements, which are checked, not HTML text',
        );
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type !== 'element') return undefined;
      if (EXECUTABLE.has(node.tagName) && own.get(node) !== signature(node) && parent && index !== undefined) {
        report(
          file,
          node,
          'warning',
          `A rehype plugin added <${node.tagName}>, which is not allowed on a page and was removed`,
          'plugin-output-removed',
          'scripts, styles and frames never reach a page',
        );
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      for (const [key, value] of Object.entries(node.properties)) {
        const handler = /^on/i.test(key) || key.toLowerCase() === 'srcdoc';
        const scheme =
          URL_ATTRIBUTES.has(key) && typeof value === 'string'
            ? refusedScheme(value, node.tagName === 'img' ? 'image' : 'link')
            : undefined;
        if (!handler && scheme === undefined) continue;
        delete node.properties[key];
        report(
          file,
          node,
          'warning',
          `A rehype plugin set ${key} on <${node.tagName}>, which is not allowed and was removed`,
          'plugin-output-removed',
          'event handlers and javascript: URLs never reach a page',
        );
      }
      return undefined;
    });
  };
}
