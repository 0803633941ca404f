// Which docs are MDX, as Docusaurus's `markdown.format` decides it: `mdx` (every .md and .mdx, its
// default), `md` (none: CommonMark with directives), `detect` (by extension: helpdocs's default, so a
// `.md` help page keeps `R$ 1.500` and `{braces}` as text).
export const MARKDOWN_FORMATS = ['detect', 'mdx', 'md'] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];

export function parsesAsMdx(sourcePath: string, format: MarkdownFormat): boolean {
  if (format === 'md') return false;
  return format === 'mdx' ? /\.mdx?$/.test(sourcePath) : sourcePath.endsWith('.mdx');
}
