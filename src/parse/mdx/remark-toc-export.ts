// Docusaurus's MDX loader gives every doc an `export const toc`, which `<TOCInline toc={toc} />`
// reads. A doc that does not declare its own gets an empty one, so `toc` is never an unknown name;
// TOCInline lists the page's headings (theme/TOCInline.tsx).
import type { Root } from 'mdast';

const DECLARES_TOC = /\bexport\s+(const|let|var|function)\s+toc\b/;
/** The export given to a doc that declares none. */
export const EMPTY_TOC = 'export const toc = []';

export function remarkTocExport() {
  return (tree: Root) => {
    if (tree.children.some((node) => node.type === 'mdxjsEsm' && DECLARES_TOC.test(node.value))) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: EMPTY_TOC,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: { type: 'Identifier', name: 'toc' },
                    init: { type: 'ArrayExpression', elements: [] },
                  },
                ],
              },
              specifiers: [],
              source: null,
              attributes: [],
            },
          ],
        },
      },
    });
  };
}
