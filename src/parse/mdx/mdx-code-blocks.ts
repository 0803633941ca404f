// Docusaurus unwraps ```mdx-code-block fences before compiling any doc (its preprocessor): their
// content is read as the doc's own MDX. Sites written for MDX 1 put JSX there to keep it out of
// Markdown renderers such as GitHub's.

// Three or four backticks, as Docusaurus matches them (docusaurus-utils, unwrapMdxCodeBlocks).
const FENCED = [3, 4].map(
  (n) =>
    new RegExp(`(^|\\r?\\n)(\\x20*)\`{${n}}(\\x20*)mdx-code-block\\r?\\n(.*?)\\r?\\n(\\x20*)\`{${n}}(\\r?\\n|$)`, 'gs'),
);

/**
 * The fences' content in place of the fences. Where Docusaurus drops the two fence lines, they are
 * left empty here, so every line keeps its number and a problem is reported where it is written.
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  return FENCED.reduce(
    (unwrapped, fence) => unwrapped.replace(fence, (...groups: string[]) => `${groups[1]}\n${groups[4]}\n${groups[6]}`),
    text,
  );
}
