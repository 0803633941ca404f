// Most `.md` docs of a Docusaurus site are read as MDX but hold no JSX, no expression and no import:
// their page is the HTML of the tree as it is, as a Markdown doc's is. It is written here, and the
// tree handed on empty, so MDX compiles nothing to run and React renders nothing (a Jest doc's cost
// was mostly that: JavaScript written, run and rendered for what is plain HTML, then read back).
import type { Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { FRONT_MATTER_EXPORTS } from './remark-front-matter-export.js';
import { EMPTY_TOC } from './remark-toc-export.js';

declare module 'vfile' {
  interface DataMap {
    /** The doc's HTML, when the doc is static: nothing of it runs. */
    staticHtml: string;
    /** A partial (partials.ts), compiled to a component that the importing doc renders, static or not. */
    partial: boolean;
  }
}

const MDX_NODES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression']);

/**
 * Whether a node is an export every doc is given (`toc`, `frontMatter`, `contentTitle`), which only JSX
 * or an expression reads.
 */
const isOwnExport = (node: RootContent) =>
  node.type === 'mdxjsEsm' && (node.value === EMPTY_TOC || FRONT_MATTER_EXPORTS.has(node.value));

/** After every other plugin but the code blocks' (rehype-code-html.ts), which a static doc does not need. */
export function rehypeStaticHtml() {
  return (tree: Root, file: VFile) => {
    if (file.data.partial) return;
    let runs = false;
    visit(tree, (node) => {
      if (MDX_NODES.has(node.type) || (node.type === 'mdxjsEsm' && !isOwnExport(node))) {
        runs = true;
        return EXIT;
      }
      return undefined;
    });
    if (runs) return;
    tree.children = tree.children.filter((node) => !isOwnExport(node));
    // The line break that followed the exports.
    while (tree.children[0]?.type === 'text' && tree.children[0].value.trim() === '') tree.children.shift();
    file.data.staticHtml = toHtml(tree);
    tree.children = [];
  };
}
