// The config reference, made from the config schema while the docs are built: the comment
// `<!-- config-reference -->` in a page becomes a table of every key, so the page cannot drift
// from what helpdocs.config.ts accepts.
import type { PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import { configReference } from '../../src/core/config-reference.js';

const MARKER = '<!-- config-reference -->';

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const code = (value: string): PhrasingContent[] => (value ? [{ type: 'inlineCode', value }] : []);
const text = (value: string): PhrasingContent[] => (value ? [{ type: 'text', value }] : []);

function referenceTable(): Table {
  const header = ['Key', 'Type', 'Default', 'What it does'].map((label) => cell(text(label)));
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      { type: 'tableRow', children: header },
      ...configReference().map((row) => ({
        type: 'tableRow' as const,
        children: [
          cell(code(row.key)),
          cell(text(row.type.replaceAll('\\|', '|'))),
          cell(code(row.default)),
          cell(text(row.description)),
        ],
      })),
    ],
  };
}

export default function remarkConfigReference() {
  return (tree: Root) => {
    tree.children = tree.children.map(
      (node): RootContent => (node.type === 'html' && node.value.trim() === MARKER ? referenceTable() : node),
    );
  };
}
