// Markdown → mdast through markdown-it: the tree remark-parse (with front matter, GFM and directives)
// gives, or `undefined` where the converter cannot be sure of it.
import type { Root } from 'mdast';
import { BlockReader } from './blocks.js';
import { markdownIt } from './instance.js';
import { NotExact, SourceLines } from './source-map.js';

/** Front matter as remark-frontmatter reads it (an empty one included). */
export const FRONT_MATTER = /^---[ ]*\n(?:([\s\S]*?)\n)??---[ ]*(?:\n|$)/;

export function parseFast(text: string): Root | undefined {
  const source = new SourceLines(text);
  const matter = FRONT_MATTER.exec(text);
  // An opening fence without its closing one: left to micromark's front matter construct.
  if (!matter && /^---[ \t]*\n/.test(text)) return undefined;
  // The front matter's lines are left blank for markdown-it, so every line keeps its number.
  const body = matter ? matter[0].replace(/[^\n]/g, '') + text.slice(matter[0].length) : text;
  try {
    const tokens = markdownIt().parse(body, {});
    const children = new BlockReader(source, tokens).read(0, undefined).nodes;
    if (matter) {
      const lines = matter[0].replace(/\n$/, '').split('\n').length;
      const end = source.point(lines - 1, source.line(lines - 1).length);
      children.unshift({ type: 'yaml', value: matter[1] ?? '', position: { start: source.point(0, 0), end } });
    }
    const last = source.lines.length - 1;
    return {
      type: 'root',
      children: children as Root['children'],
      position: { start: source.point(0, 0), end: source.point(last, source.line(last).length) },
    };
  } catch (error) {
    if (error instanceof NotExact) return undefined;
    throw error;
  }
}
