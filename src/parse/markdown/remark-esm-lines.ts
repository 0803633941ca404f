import type { Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { report } from './report.js';

const IMPORT = /^import\s+(?:[\w*{}\s,]+\s+from\s+)?['"][^'"]+['"];?$/;
const EXPORT = /^export\s+(?:default\b|const\b|let\b|var\b|function\b|class\b|\{)/;
/** Where a paragraph of such lines can start. */
const ESM_LINE = /^[ \t>]*(?:import|export)\s/m;

/**
 * `import X from '…'` / `export const …` lines are MDX; in a .md file they would print as prose.
 * A paragraph made only of such lines is removed, with a warning that points at it.
 */
export function remarkEsmLines() {
  return (tree: Root, file: VFile) => {
    // Most docs have no such line: their paragraphs are not turned into text to look.
    if (!ESM_LINE.test(String(file.value))) return;
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'paragraph') return true;
      const lines = mdastText(node)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const esm =
        lines.length > 0 && lines.every((line) => IMPORT.test(line) || EXPORT.test(line) || /^[}\])];?$/.test(line));
      const first = lines[0] ?? '';
      if (!esm || !(IMPORT.test(first) || EXPORT.test(first))) return true;
      const keyword = first.split(/\s/)[0];
      report(
        file,
        node,
        'warning',
        `"${keyword}" lines are MDX and are not shown in a .md file`,
        'esm-in-markdown',
        'rename the file to .mdx, or remove the line',
      );
      return false;
    });
  };
}
