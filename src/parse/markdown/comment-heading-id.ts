// `## Title {/* #id */}` (MDX) and `## Title <!-- #id -->` (CommonMark): the heading ids Docusaurus 3.10 reads
// from a comment that ends the heading (mdx-loader remark/headings, getCommentHeadingId and extractCommentId).
import type { Heading } from 'mdast';

/** An MDX expression that is one comment and nothing else: `/* c *\/` or `// c`. */
const ONE_COMMENT = /^\s*(?:\/\*((?:(?!\*\/)[\s\S])*)\*\/|\/\/([^\n]*))\s*$/;
/** An HTML comment, whole. */
const HTML_COMMENT = /^<!--([\s\S]*)-->$/;

/** The comment ending the heading, as Docusaurus takes it: its first word, when that starts with `#`. */
function commentOf(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type === 'mdxTextExpression') {
    const match = ONE_COMMENT.exec(last.value);
    return match?.[1] ?? match?.[2];
  }
  if (last?.type === 'html') return HTML_COMMENT.exec(last.value)?.[1];
  return undefined;
}

/**
 * The id a heading's closing comment gives, the comment taken out and the text before it trimmed at its end;
 * `undefined`, the heading untouched, when it has none. Only a first word starting with `#` is an id.
 */
export function takeCommentId(heading: Heading): string | undefined {
  const firstWord = commentOf(heading)?.trim().split(' ')[0];
  const id = firstWord?.startsWith('#') ? firstWord.slice(1) : '';
  if (!id) return undefined;
  heading.children.pop();
  const last = heading.children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return id;
}
