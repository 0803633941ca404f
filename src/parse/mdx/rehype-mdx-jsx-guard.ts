// The JSX an MDX doc writes, held to mdx-output-rules.ts before it is compiled: each element or
// attribute removed gets a warning at its line. What components and expressions render is checked
// again on the rendered HTML (sanitize-rendered.ts), where no line is known.
import type { Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from '../markdown/report.js';
import { MDX_REFUSED_ELEMENTS, refusedAttribute } from './mdx-output-rules.js';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

export const MDX_OUTPUT_HINT =
  'scripts, <base>, <meta>, frames, event handlers and javascript: URLs never reach a page';

function warn(file: VFile, node: JsxElement, message: string): void {
  report(file, node, 'warning', message, 'mdx-output-removed', MDX_OUTPUT_HINT);
}

export function rehypeMdxJsxGuard() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
      const element = node as JsxElement;
      // Components (capitalised, or member names) are the site's code; their output is checked once rendered.
      if (!element.name || !/^[a-z][a-z0-9-]*$/.test(element.name)) return undefined;
      if (MDX_REFUSED_ELEMENTS.has(element.name) && parent && index !== undefined) {
        warn(file, element, `<${element.name}> is not allowed on a page and was removed`);
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      element.attributes = element.attributes.filter((attribute) => {
        if (attribute.type !== 'mdxJsxAttribute') return true;
        const value = typeof attribute.value === 'string' ? attribute.value : undefined;
        const why = refusedAttribute(element.name ?? '', attribute.name, value);
        if (!why) return true;
        warn(file, element, `${attribute.name} on <${element.name}> is ${why}, not allowed on a page, and was removed`);
        return false;
      });
      return undefined;
    });
  };
}
