// The text an MDX doc or partial is tokenized from: Docusaurus 3 reads these two Markdown habits in
// MDX as well (its `mdx1Compat` defaults), which MDX's own syntax would read otherwise.
import { rewriteLegacyTitles } from '../markdown/legacy-admonition-titles.js';
import { escapeHeadingIds } from '../markdown/remark-heading-ids.js';

/** `## Title {#id}` (an expression to MDX) escaped, and `:::tip Title` rewritten to `:::tip[Title]`. */
export function mdxSourceText(text: string): string {
  return rewriteLegacyTitles(escapeHeadingIds(text));
}
