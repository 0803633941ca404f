import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * A bare URL or e-mail address becomes a link only if the text has one of these. Checked per doc,
 * because looking for autolink literals is about 40% of GFM parsing and most docs have none.
 */
const AUTOLINK_LITERAL_CANDIDATE = /@|www\.|:\/\//i;

export function mayHaveAutolinkLiterals(markdown: string): boolean {
  return AUTOLINK_LITERAL_CANDIDATE.test(markdown);
}

/** remark-gfm minus autolink literals: tables, footnotes, strikethrough and task lists, parsed the same way. */
export function remarkGfmWithoutAutolinks(this: Processor): undefined {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push([gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()]);
  return undefined;
}
