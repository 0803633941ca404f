// A parse result read back from the cache folder is data from outside: a folder restored from
// another branch's CI run, or edited, could hold HTML the sanitizer never saw. Before a cached doc
// is used, its HTML is parsed again and held to the rules no page of helpdocs breaks (no script,
// <base>, <meta>, object or frame, no event handler, srcdoc or javascript:/data: link), its route
// must be the one its path and slug give now, and its math stylesheet must load nothing.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { loadHtmlParser } from './markdown/html/load.js';
import { MDX_REFUSED_ELEMENTS, refusedAttribute } from './mdx/mdx-output-rules.js';

/**
 * Whether the HTML may hold anything refused, by its text alone. It must never say no to HTML that does: an element
 * exists only where its name follows a literal `<`; a handler needs `on…=`; a refused URL needs its scheme at the
 * start of an attribute value, which a browser reads after decoding character references and dropping tabs and line
 * breaks, so the text is searched the same way. Most cached pages hold none of these and are not parsed again (a warm
 * build parsing all of them took ~0.3 s more).
 */
export function mayHoldRefused(html: string): boolean {
  if (/<(script|base|meta|object|embed|applet|frame)|on[a-z]+[\t\n\f\r ]*=|srcdoc|formaction/i.test(html)) return true;
  const read = (html.includes('&') ? decodeReferences(html) : html).replace(/[\t\n\r]/g, '').toLowerCase();
  // A URL attribute's value starts after `=` or a quote, and a browser skips spaces and controls
  // before the scheme: prose such as "confira a data: …" is not a URL and is not parsed for it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls a browser skips before a scheme
  return /[="'][\u0000-\u0020"']*(javascript|vbscript|data):/.test(read);
}

/** Numeric character references and the named ones a scheme can be spelt with (letters have none). */
function decodeReferences(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeChar(Number.parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, decimal: string) => safeChar(Number.parseInt(decimal, 10)))
    .replace(/&colon;?/gi, ':')
    .replace(/&(tab|newline);?/gi, '');
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

/** Why a cached body may not be published, or undefined when it may. */
export async function cachedHtmlProblem(html: string): Promise<string | undefined> {
  if (!mayHoldRefused(html)) return undefined;
  const parser = await loadHtmlParser();
  const tree: Root = parser.fragmentWithoutPositions(html);
  let problem: string | undefined;
  visit(tree, 'element', (node: Element) => {
    if (problem) return false;
    if (MDX_REFUSED_ELEMENTS.has(node.tagName)) problem = `<${node.tagName}>`;
    for (const [name, value] of Object.entries(node.properties)) {
      const why = refusedAttribute(node.tagName, name, Array.isArray(value) ? value.join(' ') : value);
      if (why) problem ??= `${why} on <${node.tagName}>`;
    }
    return undefined;
  });
  return problem;
}

/** A page's own stylesheet (KaTeX's layout, an MDX doc's styles): nothing in it may load a file or close a tag. */
export function cachedCssProblem(css: string): string | undefined {
  return /@import|url\s*\(|<|\\/i.test(css) ? 'a page stylesheet that loads files' : undefined;
}
