// The text an MDX doc or partial is tokenized from, in the order of Docusaurus 3's preprocessor:
// ```mdx-code-block fences unwrapped, then two Markdown habits it reads in MDX as well (its
// `mdx1Compat` defaults), which MDX's own syntax would read otherwise.
import { rewriteLegacyTitles } from '../markdown/legacy-admonition-titles.js';
import { escapeHeadingIds } from '../markdown/remark-heading-ids.js';
import { unwrapMdxCodeBlocks } from './mdx-code-blocks.js';

/** `## Title {#id}` (an expression to MDX) escaped, and `:::tip Title` rewritten to `:::tip[Title]`. */
export function mdxSourceText(text: string): string {
  return rewriteLegacyTitles(escapeHeadingIds(unwrapMdxCodeBlocks(text)));
}
