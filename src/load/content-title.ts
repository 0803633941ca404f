// A doc's `# heading` as Docusaurus reads it, by line scans, so headers stay free of Markdown parsing:
// the title of a doc without a front matter `title` is a heading that opens the body (leadingTitle);
// the heading the page shows is its first h1 wherever it stands (contentTitle), which
// parse/markdown/remark-content-title.ts takes out of the body.
import { fenceReader } from '../core/fences.js';

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_2 = /^ {0,3}-+[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/** Markdown inline text → plain text, enough for a title: links, images, code, emphasis and tags. */
export function plainInline(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*{1,3}|_{1,3}|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!~|<>])/g, '$1')
    .trim();
}

/**
 * The doc's content title: the first heading of the body when it is an h1 and comes before any
 * thematic break (Docusaurus's rule), or undefined.
 */
export function contentTitle(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  const readFence = fenceReader();
  let paragraph: string[] = [];
  for (const line of lines) {
    const fenced = readFence(line);
    if (fenced === 'opens') paragraph = [];
    if (fenced !== 'text') continue;
    if (paragraph.length > 0 && SETEXT_1.test(line)) return plainInline(paragraph.join(' ')) || undefined;
    if (paragraph.length > 0 && SETEXT_2.test(line)) return undefined;
    if (THEMATIC_BREAK.test(line)) return undefined;
    const atx = ATX.exec(line);
    if (atx) return atx[1] === '#' ? plainInline(atx[2] ?? '') || undefined : undefined;
    paragraph = line.trim() === '' ? [] : [...paragraph, line.trim()];
  }
  return undefined;
}

// Blocks of `import` lines at the start, each ended by a blank line (docusaurus-utils, parseMarkdownContentTitle).
const IMPORTS = /^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/;
const LEADING_ATX = /^#[ \t]+([^ \t].*)(?:\r?\n|$)/;
const LEADING_SETEXT = /^(.*)\r?\n=+(?:\r?\n|$)/;

/**
 * The title Docusaurus gives a doc without a front matter `title`: a `# heading` (or `===` heading) that
 * opens its body, imports aside. Text, a comment or a component before it leaves the doc none, and
 * Docusaurus then names it by its file.
 */
export function leadingTitle(body: string): string | undefined {
  const start = body.trim().replace(IMPORTS, '').trim();
  const atx = LEADING_ATX.exec(start);
  const written = atx ? atx[1]?.trim().replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '') : LEADING_SETEXT.exec(start)?.[1];
  return written === undefined ? undefined : plainInline(written) || undefined;
}
