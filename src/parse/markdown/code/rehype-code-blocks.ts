import type { Element, Root } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { keepFenceMeta } from './code-meta.js';
import type { Highlighter } from './highlighter.js';
import { renderCodeBlock } from './render-code-block.js';

/** Whether an element is a code block this plugin rendered (and no later plugin replaced). */
export function isCodeBlock(element: Element): boolean {
  return (element.data as { codeBlock?: boolean } | undefined)?.codeBlock === true;
}

function markCodeBlock(element: Element): void {
  element.data = { ...element.data, codeBlock: true } as Element['data'];
}

/**
 * Every `<pre><code>` from a fence becomes a rendered code block; its problems point into the fence. `sitePlugins`:
 * the site's rehype plugins come next, and read the fence's meta from the code as under Docusaurus (code-meta.ts).
 */
export function rehypeCodeBlocks(options: { highlighter: Highlighter; sitePlugins?: boolean }) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (pre: Element, index, parent) => {
      const code = pre.children[0];
      if (
        pre.tagName !== 'pre' ||
        pre.children.length !== 1 ||
        code?.type !== 'element' ||
        code.tagName !== 'code' ||
        !parent ||
        index === undefined
      )
        return undefined;
      const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
      // `$$` math (remark-math, with `markdown.math` on) is KaTeX's, typeset later.
      if (classes.includes('math-display')) return undefined;
      const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      const { element, problems } = renderCodeBlock({ lang, meta, value: hastText(code) }, options.highlighter);
      const start = code.position?.start ?? pre.position?.start ?? { line: 1, column: 1 };
      for (const problem of problems) {
        const { line, severity, message, ruleId, hint, oncePerBuild } = problem;
        (file.data.problems ??= []).push({
          severity,
          line: line === undefined ? start.line : start.line + line,
          column: line === undefined ? start.column : 1,
          message,
          ruleId,
          ...(hint ? { hint } : {}),
          ...(oncePerBuild ? { oncePerBuild } : {}),
        });
      }
      keepFenceMeta(element, meta, options.sitePlugins === true);
      element.position = pre.position;
      markCodeBlock(element);
      parent.children[index] = element;
      return SKIP;
    });
  };
}
