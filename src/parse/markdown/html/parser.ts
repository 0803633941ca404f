// What parses HTML (parse5, through rehype-raw and hast-util-from-html): loaded by load.ts only for
// the docs that need it.
import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
export { default as rehypeRaw } from 'rehype-raw';
export { fromHtml } from 'hast-util-from-html';

/**
 * HTML helpdocs rendered itself (an MDX doc's output, a cached page) as a hast tree, without source
 * positions: nothing reads them there, and parse5 recording them was a fifth of its time. Read as a
 * browser without scripts reads it, so `<noscript>` holds elements, not text that would come back
 * escaped (`&#x3C;a href…`) when the tree is written out again.
 */
export function fragmentWithoutPositions(html: string): Root {
  return fromParse5(parseFragment(html, { scriptingEnabled: false })) as Root;
}
