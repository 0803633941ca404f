// HTML a site's config gives where a line of text goes (Docusaurus's footer copyright: a link, a line break,
// formatting), shown as HTML once sanitized by the allow-list raw HTML in content goes through.
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toString as textOf } from 'hast-util-to-string';
import { htmlParser, loadHtmlParser } from './load.js';
import { rawHtmlSchema } from '../../../core/raw-html-schema.js';

/** Sanitized once per text: the footer is drawn on every page. */
const sanitized = new Map<string, { html: string; text: string }>();

/** Text with no tag and no character reference is the same text as HTML: no parser needed. */
const isPlainText = (text: string) => !text.includes('<') && !text.includes('&');

/** Loads the HTML parser if one of these texts needs it, before configHtml draws them (drawing is synchronous). */
export async function loadParserForConfigHtml(texts: ReadonlyArray<string | undefined>): Promise<void> {
  if (texts.some((text) => text !== undefined && !isPlainText(text))) await loadHtmlParser();
}

/** The text as HTML, with what could run or load (a script, a frame, an event handler, a `javascript:` link) gone. */
export function configHtml(text: string): string {
  return isPlainText(text) ? text : sanitizedOf(text).html;
}

/** What a reader hears of the text: its words, without tags (an aria-label). */
export function configHtmlText(text: string): string {
  return isPlainText(text) ? text : sanitizedOf(text).text;
}

function sanitizedOf(text: string): { html: string; text: string } {
  let made = sanitized.get(text);
  if (made === undefined) {
    const tree = sanitize(htmlParser().fromHtml(text, { fragment: true }), rawHtmlSchema);
    made = { html: toHtml(tree), text: textOf(tree).replace(/\s+/g, ' ').trim() };
    sanitized.set(text, made);
  }
  return made;
}
