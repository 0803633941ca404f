// The description Docusaurus gives a doc whose front matter has none (docusaurus-utils, createExcerpt):
// the first line of its Markdown, as written, that is text once its marks are taken off. Code, imports
// and exports, blank lines and the `# title` line are passed over; a `## heading` counts as text.

/** A line's Markdown marks off, each as Docusaurus takes them off, in its order. */
const MARKS: ReadonlyArray<[RegExp, string]> = [
  [/<[^>]*>/g, ''], // HTML tags
  [/^#[^#]+#?/gm, ''], // the title (an h1)
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'], // other headings' hashes
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // images: their alt
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnotes
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // links: their text
  [/`(.+?)`/g, '$1'], // code spans
  [/^\s{0,3}>\s?/g, ''], // a quote's mark
  [/:::.*/, ''], // an admonition's fence
  [/\s?:(?:::|[^:\n])+:/g, ''], // emoji names (and what looks like one)
  [/\{#*[\w-]+\}/, ''], // a heading id
];

export function firstLineExcerpt(body: string): string | undefined {
  // A setext title (`Title` over `===`) goes first, as a `# title` line does below.
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/, '')
    .split(/\r?\n/);
  let fence = '';
  let inImports = false;
  for (const line of lines) {
    const blank = line.trim() === '';
    if (blank) {
      inImports = false;
      continue;
    }
    const fenceMark = /^`+/.exec(line.trim())?.[0];
    if (fenceMark !== undefined && fenceMark.length >= 3) {
      // A shorter run inside a longer fence is text of the block.
      if (fence === '') fence = fenceMark;
      else if (fenceMark.length >= fence.length) fence = '';
      continue;
    }
    if (fence !== '') continue;
    if (inImports || /^(?:import|export)\s/.test(line)) {
      inImports = true;
      continue;
    }
    const text = MARKS.reduce((cleaned, [mark, replacement]) => cleaned.replace(mark, replacement), line).trim();
    if (text !== '') return text;
  }
  return undefined;
}
