// `style={{…}}` in MDX renders a style attribute, which the pages' Content-Security-Policy blocks
// (style-src has no 'unsafe-inline'): the colours of Docusaurus's own `<Highlight>` example vanished
// without a word. Each distinct style becomes a class and a rule in the page's own stylesheet.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { hashText } from '../../core/hash-text.js';

export interface StyleClasses {
  /** The rules of the classes given, or undefined when the doc has no style attribute. */
  css?: string;
  /** Styles that could load a file or leave their rule (`url(`, `@`, braces), removed. */
  refused: string[];
}

/** A style React wrote, as a rule: each declaration `!important`, as an inline style outranks the theme's. */
function ruleOf(className: string, style: string): string {
  const declarations = style
    .split(/;(?![^(]*\))/)
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '')
    .map((declaration) => (/!important$/i.test(declaration) ? declaration : `${declaration} !important`));
  return `.${className}{${declarations.join(';')}}`;
}

/** Whether the rendered HTML has style attributes: the quick test before any walk. */
export function hasStyles(html: string): boolean {
  return /\sstyle="/.test(html);
}

/** Replaces the rendered tree's style attributes by classes; gives their rules. */
export function styleClasses(tree: Root): StyleClasses {
  const rules = new Map<string, string>();
  const refused: string[] = [];
  visit(tree, 'element', (node: Element) => {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    delete node.properties.style;
    if (/url\s*\(|[@{}<>\\]/i.test(style)) {
      refused.push(style);
      return;
    }
    const className = `mdx-style-${hashText(style).slice(0, 10)}`;
    rules.set(className, ruleOf(className, style));
    const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
    node.properties.className = [...classes, className];
  });
  return { ...(rules.size > 0 ? { css: [...rules.values()].join('\n') } : {}), refused };
}
