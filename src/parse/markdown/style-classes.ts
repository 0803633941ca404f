// A style attribute is blocked by the pages' Content-Security-Policy (style-src has no 'unsafe-inline'):
// the colours of Docusaurus's own `<Highlight>` example, and those a site's Shiki rehype plugin writes on
// every code span, vanished without a word. Each distinct style becomes a class and a rule in the page's
// own stylesheet, whichever way the doc was made: the Markdown chain, an MDX doc written as HTML at compile
// time or rendered by React, a React page.
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { hashText } from '../../core/hash-text.js';
import { loadHtmlParser } from './html/load.js';
import { report } from './report.js';

declare module 'vfile' {
  interface DataMap {
    /** The rules of the classes the doc's style attributes became (rehypeStyleClasses). */
    styles: string;
  }
}

export interface StyleClasses {
  /** The rules of the classes given, or undefined when the doc has no style attribute. */
  css?: string;
  /** Styles that could load a file or leave their rule (`url(`, `@`, braces), removed. */
  refused: string[];
}

/** A style's declarations (`;` inside parentheses, as in `url(a;b)`, splits none). */
function declarationsOf(style: string): string[] {
  return style
    .split(/;(?![^(]*\))/)
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '');
}

/** A style React wrote, as a rule: each declaration `!important`, as an inline style outranks the theme's. */
function ruleOf(className: string, declarations: readonly string[]): string {
  const important = declarations.map((declaration) =>
    /!important$/i.test(declaration) ? declaration : `${declaration} !important`,
  );
  return `.${className}{${important.join(';')}}`;
}

/** A declaration that could load a file (`url(`, `image-set(`) or leave its rule (`@`, braces). */
const LOADS_OR_LEAVES = /url\s*\(|image-set\s*\(|[@{}<>\\]/i;

/** Whether the rendered HTML has style attributes: the quick test before any walk. */
export function hasStyles(html: string): boolean {
  return /\sstyle="/.test(html);
}

/** Replaces the tree's style attributes by classes; gives their rules. `onRefused` hears each style removed. */
export function styleClasses(tree: Root, onRefused?: (style: string, node: Element) => void): StyleClasses {
  const rules = new Map<string, string>();
  const refused: string[] = [];
  visit(tree, 'element', (node: Element) => {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    delete node.properties.style;
    // Only the declarations that could load a file go: a lite YouTube embed keeps its --aspect-ratio, and its
    // box its height, without the thumbnail's background-image.
    const declarations = declarationsOf(style);
    for (const declaration of declarations.filter((one) => LOADS_OR_LEAVES.test(one))) {
      refused.push(declaration);
      onRefused?.(declaration, node);
    }
    const kept = declarations.filter((one) => !LOADS_OR_LEAVES.test(one));
    if (kept.length === 0) return;
    // Named by the style as written when it is whole (the names of earlier builds stay).
    const named = kept.length === declarations.length ? style : kept.join(';');
    const className = `mdx-style-${hashText(named).slice(0, 10)}`;
    rules.set(className, ruleOf(className, kept));
    const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
    node.properties.className = [...classes, className];
  });
  return { ...(rules.size > 0 ? { css: [...rules.values()].join('\n') } : {}), refused };
}

/** `html` with its style attributes as classes, and their rules; the same bytes when it has none. */
export async function withStyleClasses(html: string): Promise<{ html: string; css?: string; refused: string[] }> {
  if (!hasStyles(html)) return { html, refused: [] };
  const tree = (await loadHtmlParser()).fragmentWithoutPositions(html);
  const { css, refused } = styleClasses(tree);
  return { html: toHtml(tree), ...(css ? { css } : {}), refused };
}

/**
 * After the sanitizer and KaTeX in the Markdown chain: raw HTML has lost its styles and KaTeX's are classes already,
 * so what is left is a rehype plugin's (Shiki's colours). A style that could load a file is removed, with a warning.
 */
export function rehypeStyleClasses() {
  return (tree: Root, file: VFile) => {
    const { css } = styleClasses(tree, (style, node) =>
      report(
        file,
        node,
        'warning',
        `A rehype plugin set the style "${shortened(style)}", which could load a file and was removed`,
        'plugin-output-removed',
        "give the element a class and style it in the site's CSS (customCss)",
      ),
    );
    if (css) file.data.styles = css;
  };
}

/** A style as a message quotes it. */
export function shortened(style: string): string {
  return style.length > 60 ? `${style.slice(0, 57)}...` : style;
}
