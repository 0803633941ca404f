// `## Title {#custom-id}`: Docusaurus's explicit heading id, taken out of the heading's text (and so
// out of the table of contents and search) and given to the heading as its anchor. With `commentIds`, a
// closing comment's id (`{/* #id */}`, `<!-- #id -->`) comes first, as in Docusaurus 3.10 (comment-heading-id.ts).
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { fenceReader } from '../../core/fences.js';
import { takeCommentId } from './comment-heading-id.js';
import { textMayHold } from './text-may-hold.js';

const EXPLICIT_ID = /\s*\{#([^\s{}]+)\}\s*$/;

export interface HeadingIdOptions {
  /** `markdown.commentHeadingIds`: a heading's closing comment `{/* #id *\/}` or `<!-- #id -->` gives its id. */
  commentIds?: boolean | undefined;
}

export function remarkHeadingIds(options: HeadingIdOptions = {}) {
  return (tree: Root, file: VFile) => {
    const comments = options.commentIds === true && (textMayHold(file, '/') || textMayHold(file, '<!--'));
    if (!comments && !textMayHold(file, '{#')) return;
    visit(tree, 'heading', (heading: Heading) => {
      const id = (comments ? takeCommentId(heading) : undefined) ?? takeExplicitId(heading);
      if (id) heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}

/** `{#id}` at the end of the heading's last text, taken out of it. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match?.[1]) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}

/**
 * MDX reads `{#id}` as a JavaScript expression; escaped before compiling (as Docusaurus does), it is
 * plain text again for remarkHeadingIds. Only heading lines outside fenced code are touched.
 * Docusaurus (escapeMarkdownHeadingIds) escapes the first `{#` of any line starting with one to six `#`,
 * wherever it stands: `### prompts.{#}` is the text `prompts.{#}`, where MDX alone fails on it.
 */
export function escapeHeadingIds(text: string): string {
  if (!text.includes('{#')) return text;
  const readFence = fenceReader();
  return text
    .split('\n')
    .map((line) => {
      if (readFence(line) !== 'text') return line;
      if (/^#{1,6}(?!#)/.test(line)) return line.replace('{#', '\\{#').replace('\\\\{#', '\\{#');
      return /^\s{0,3}#{1,6}\s.*\{#[^\s{}]+\}\s*$/.test(line)
        ? line.replace(/\{#([^\s{}]+)\}(\s*)$/, '\\{#$1}$2')
        : line;
    })
    .join('\n');
}
