import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';
import { GFM_PARTS, type GfmPart } from './gfm-parts.js';

/**
 * GitHub Flavored Markdown, one construct at a time, in remark-gfm's order. A doc is parsed without
 * the constructs whose markers its text lacks (gfm-parts.ts): micromark tries every construct it knows
 * at every place it could start, and looking for tables and bare URLs that cannot be there was a
 * third of parsing (bench/RESULTS.md).
 */
const PARTS = {
  autolinkLiteral: { syntax: gfmAutolinkLiteral, fromMarkdown: gfmAutolinkLiteralFromMarkdown },
  footnote: { syntax: gfmFootnote, fromMarkdown: gfmFootnoteFromMarkdown },
  strikethrough: { syntax: () => gfmStrikethrough(), fromMarkdown: gfmStrikethroughFromMarkdown },
  table: { syntax: gfmTable, fromMarkdown: gfmTableFromMarkdown },
  taskListItem: { syntax: gfmTaskListItem, fromMarkdown: gfmTaskListItemFromMarkdown },
} as const satisfies Record<GfmPart, unknown>;

/** remark-gfm limited to `parts`: the same parse wherever the text has no marker of a part left out. */
export function remarkGfmParts(this: Processor, parts: readonly GfmPart[]): undefined {
  const data = this.data();
  const chosen = GFM_PARTS.filter((part) => parts.includes(part)).map((part) => PARTS[part]);
  (data.micromarkExtensions ??= []).push(...chosen.map((part) => part.syntax()));
  (data.fromMarkdownExtensions ??= []).push(chosen.map((part) => part.fromMarkdown()));
  return undefined;
}
