import type { ElementContent } from 'hast';

/**
 * Highlighted hast → one list of nodes per line. A token that spans lines (a block comment) is
 * cut into one copy of its element per line, so each line can be wrapped on its own.
 */
export function splitLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    let parts: ElementContent[][];
    if (node.type === 'text')
      parts = node.value.split('\n').map((value) => (value === '' ? [] : [{ type: 'text', value }]));
    else if (node.type === 'element')
      parts = splitLines(node.children).map((children) => (children.length === 0 ? [] : [{ ...node, children }]));
    else parts = [[node]];
    lines.at(-1)?.push(...(parts[0] ?? []));
    for (const part of parts.slice(1)) lines.push([...part]);
  }
  return lines;
}
