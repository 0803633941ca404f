// A React page's style attributes (`style={{…}}`) as classes, as an MDX doc's are (../mdx/style-classes.ts):
// the pages' Content-Security-Policy blocks style attributes, so a page's centred image or visually hidden
// note would lose its style without a word. A style that could load a file (`url(`) is left out, and named.
import { toHtml } from 'hast-util-to-html';
import { loadHtmlParser } from '../markdown/html/load.js';
import { hasStyles, styleClasses } from '../mdx/style-classes.js';

/** `html` with its style attributes as classes, and their rules; the bytes React wrote when it has none. */
export async function withStyleClasses(html: string): Promise<{ html: string; css?: string; refused: string[] }> {
  if (!hasStyles(html)) return { html, refused: [] };
  const tree = (await loadHtmlParser()).fragmentWithoutPositions(html);
  const { css, refused } = styleClasses(tree);
  return { html: toHtml(tree), ...(css ? { css } : {}), refused };
}
