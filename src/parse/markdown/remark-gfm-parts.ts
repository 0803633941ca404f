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

/**
 * GitHub Flavored Markdown, one construct at a time, in remark-gfm's order. Each construct can only
 * occur where its marker does, so a doc is parsed without the constructs whose markers its text
 * lacks: micromark tries every construct it knows at every place it could start, and looking for
 * tables and bare URLs that cannot be there was a third of parsing (bench/RESULTS.md).
 */
const PARTS = {
  // A bare URL or e-mail address: `www.`, `http(s)://` (or `mailto:`/`xmpp:` with an `@`), or an `@`.
  autolinkLiteral: {
    marker: /@|www\.|:\/\//i,
    syntax: gfmAutolinkLiteral,
    fromMarkdown: gfmAutolinkLiteralFromMarkdown,
  },
  footnote: { marker: /\[\^/, syntax: gfmFootnote, fromMarkdown: gfmFootnoteFromMarkdown },
  strikethrough: { marker: /~/, syntax: () => gfmStrikethrough(), fromMarkdown: gfmStrikethroughFromMarkdown },
  // A table's head row has at least one pipe.
  table: { marker: /\|/, syntax: gfmTable, fromMarkdown: gfmTableFromMarkdown },
  taskListItem: { marker: /\[[ xX]\]/, syntax: gfmTaskListItem, fromMarkdown: gfmTaskListItemFromMarkdown },
} as const;

export type GfmPart = keyof typeof PARTS;
const GFM_PARTS = Object.keys(PARTS) as GfmPart[];

/** The GFM constructs this text may hold. */
export function gfmPartsFor(markdown: string): GfmPart[] {
  return GFM_PARTS.filter((part) => PARTS[part].marker.test(markdown));
}

/** remark-gfm limited to `parts`: the same parse wherever the text has no marker of a part left out. */
export function remarkGfmParts(this: Processor, parts: readonly GfmPart[]): undefined {
  const data = this.data();
  const chosen = GFM_PARTS.filter((part) => parts.includes(part)).map((part) => PARTS[part]);
  (data.micromarkExtensions ??= []).push(...chosen.map((part) => part.syntax()));
  (data.fromMarkdownExtensions ??= []).push(chosen.map((part) => part.fromMarkdown()));
  return undefined;
}
