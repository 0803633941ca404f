// Which docs are MDX, as Docusaurus's `markdown.format` decides it: `mdx` (every .md and .mdx, its
// default), `md` (none: CommonMark with directives), `detect` (by extension: helpdocs's default, so a
// `.md` help page keeps `R$ 1.500` and `{braces}` as text), and `mdx1`, for a Docusaurus 2 site: as
// `detect`, and a `.md` file that imports a module or uses a component is MDX too, as MDX 1 read it.
import { fenceReader } from './fences.js';

export const MARKDOWN_FORMATS = ['detect', 'mdx', 'md', 'mdx1'] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];

export function parsesAsMdx(source: { path: string; text: string }, format: MarkdownFormat): boolean {
  if (format === 'md') return false;
  if (format === 'mdx') return /\.mdx?$/.test(source.path);
  if (source.path.endsWith('.mdx')) return true;
  return readsMdx1(source.path, format) && usesMdxSyntax(source.text);
}

/** A `.md` doc of an `mdx1` site: MDX when it uses MDX's syntax, and Markdown again when MDX 3 cannot read it. */
export function readsMdx1(sourcePath: string, format: MarkdownFormat): boolean {
  return format === 'mdx1' && sourcePath.endsWith('.md');
}

/** An `import`/`export` line or a component's tag (`<Tabs`, `<Foo.Bar`) outside code: what MDX 1 added to Markdown. */
export function usesMdxSyntax(text: string): boolean {
  if (!/^(?:import|export)\s|<[A-Z]/m.test(text)) return false;
  const readFence = fenceReader();
  for (const line of text.split('\n')) {
    if (readFence(line) !== 'text') continue;
    if (/^(?:import|export)\s/.test(line)) return true;
    // Inline code is code: `<Tabs>` in backticks names a component, it does not use one.
    if (/<[A-Z][\w.]*[\s/>]/.test(line.replace(/`[^`]*`/g, ''))) return true;
  }
  return false;
}
