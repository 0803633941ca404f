// Docusaurus's table of contents lists the headings of the partials a doc imports (`import Setup from
// './_setup.mdx'` … `<Setup />`), where the doc puts them. Partials are compiled apart from the doc, so
// their headings are read back from the page's HTML, which holds both in reading order.
import type { Heading } from '../../core/model.js';

/** A doc that imports a Markdown or MDX file (a partial). */
const IMPORTS_PARTIAL = /^[ \t]*import\s+[\w$]+\s+from\s+['"][^'"]+\.mdx?['"]/m;
/** A heading as rehype-headings writes it: `<h2 id="x">Text<a class="hash-link" …>#</a></h2>`. */
const HEADING = /<h([2-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

const textOf = (html: string) =>
  html
    .replace(/<a class="hash-link"[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();

/**
 * The doc's headings with its partials' in place, when it imports one and its page shows more headings
 * than its own text holds; otherwise its own.
 */
export function headingsWithPartials(source: string, html: string, own: readonly Heading[]): Heading[] {
  if (!IMPORTS_PARTIAL.test(source)) return [...own];
  const found: Heading[] = [...html.matchAll(HEADING)].map((match) => ({
    depth: Number(match[1]),
    id: match[2] ?? '',
    text: textOf(match[3] ?? ''),
  }));
  return found.length > own.length ? found : [...own];
}
