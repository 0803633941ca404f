// parse5 (the HTML parser behind rehype-raw and hast-util-from-html) was a sixth of the code every
// build loaded, and it builds its tables as it loads: ~20 ms of a warm build that parses one doc.
// A doc needs it only for raw HTML, an inlined SVG, or the site's own plugins (which may add raw
// HTML), so it is loaded before such docs are parsed (the chains run synchronously).
// Type-only: erased from the bundle, so nothing of parse5 loads with this module.
export type HtmlParser = typeof import('./parser.js');

let loaded: HtmlParser | undefined;

/** Whether parsing this Markdown may need the HTML parser: an HTML tag or an inlined SVG (`x.svg#inline`). */
export function mayNeedHtmlParser(markdown: string): boolean {
  return markdown.includes('<') || markdown.includes('#inline');
}

/**
 * Loads the parser before these docs are parsed in this thread, if any may need it or the site's plugins run (they may
 * add raw HTML to any doc).
 */
export async function loadHtmlParserFor(sources: ReadonlyArray<{ text: string }>, sitePlugins: boolean): Promise<void> {
  if (sitePlugins || sources.some((source) => mayNeedHtmlParser(source.text))) await loadHtmlParser();
}

export async function loadHtmlParser(): Promise<HtmlParser> {
  return (loaded ??= await import('./parser.js'));
}

/** The parser loadHtmlParser() loaded; parsing HTML before that is a bug of helpdocs. */
export function htmlParser(): HtmlParser {
  if (!loaded) throw new Error('the HTML parser is used before loadHtmlParser() loaded it');
  return loaded;
}
