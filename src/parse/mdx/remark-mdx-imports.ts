import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from '../markdown/report.js';
import { THEME_NAMES } from './theme/names.js';

const THEME = new Set<string>(THEME_NAMES.map((name) => `@theme/${name}`));

/**
 * Checks each `import` of an MDX doc where its position is known: `@theme/…` must be a component
 * helpdocs provides. Other paths are resolved by the bundler, whose errors are placed by path.
 */
export function remarkMdxImports() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const from = String(statement.source.value);
        if (from.startsWith('@theme/') && !THEME.has(from)) {
          // estree positions are the file's; columns count from 0.
          const start = statement.loc
            ? { line: statement.loc.start.line, column: statement.loc.start.column + 1 }
            : node.position?.start;
          report(
            file,
            start ? { type: 'import', position: { start, end: start } } : node,
            'error',
            `helpdocs has no "${from}"`,
            'mdx-import',
            `it provides ${THEME_NAMES.map((n) => `@theme/${n}`).join(', ')}`,
          );
        }
      }
    });
  };
}
