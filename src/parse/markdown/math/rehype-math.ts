import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import rehypeKatex from 'rehype-katex';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** What a page with math needs besides KaTeX's stylesheet: the layout KaTeX writes as `style` attributes. */
export interface PageMath {
  /** One rule per distinct `style` attribute KaTeX wrote, as a class (mathStyleClass). */
  css: string;
}

// KaTeX's strict mode only logs input LaTeX itself would refuse (`é` in math), which KaTeX renders well.
const KATEX_OPTIONS = { output: 'htmlAndMathml' as const, strict: 'ignore' as const };

/**
 * `$…$` and `$$…$$` (remark-math) typeset by KaTeX at build time: HTML that KaTeX's stylesheet
 * lays out, plus MathML for assistive technology. KaTeX places glyphs with `style` attributes,
 * which the site's CSP (no 'unsafe-inline') would block: each becomes a class whose rule goes in
 * the page's own small stylesheet (`file.data.math`). A formula KaTeX cannot parse is an error at
 * its place; the page still shows its source in red.
 */
export function rehypeMath() {
  const typeset = rehypeKatex(KATEX_OPTIONS) as unknown as (tree: Root, file: VFile) => void;
  return (tree: Root, file: VFile) => {
    const before = file.messages.length;
    typeset(tree, file);
    for (const message of file.messages.splice(before).filter((m) => m.source === 'rehype-katex')) {
      const cause = message.cause instanceof Error ? message.cause.message : message.reason;
      (file.data.problems ??= []).push({
        severity: 'error',
        line: message.line ?? 1,
        column: message.column ?? 1,
        message: `Math could not be typeset: ${cause}`,
        ruleId: 'math-syntax',
        hint: 'check the TeX between the $ signs; to write a dollar sign, escape it: \\$',
      });
    }
    const rules = new Map<string, string>();
    visit(tree, 'element', (element: Element) => {
      if (!insideMath(element)) return;
      const style = element.properties.style;
      if (typeof style !== 'string') return;
      const name = mathStyleClass(style);
      rules.set(name, style);
      delete element.properties.style;
      const classes = Array.isArray(element.properties.className) ? element.properties.className : [];
      element.properties.className = [...classes, name];
    });
    if (containsMath(tree)) file.data.math = { css: mathCss(rules) };
  };
}

/** KaTeX's output is the only place this plugin touches: every other `style` is the sanitizer's business. */
const mathElements = new WeakSet<Element>();

function insideMath(element: Element): boolean {
  if (mathElements.has(element)) return true;
  const classes = element.properties.className;
  if (!Array.isArray(classes) || !classes.some((c) => c === 'katex' || c === 'katex-display' || c === 'katex-error'))
    return false;
  visit(element, 'element', (child: Element) => {
    mathElements.add(child);
  });
  return true;
}

function containsMath(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (element: Element) => {
    const classes = element.properties.className;
    if (Array.isArray(classes) && classes.includes('katex')) found = true;
    return found ? false : undefined;
  });
  return found;
}

/** The same declarations always give the same class, so pages share rules and a page's CSS is stable. */
export function mathStyleClass(style: string): string {
  return `ks-${createHash('sha256').update(style).digest('hex').slice(0, 8)}`;
}

/**
 * `!important` keeps what a `style` attribute had: it wins over KaTeX's own rules, whatever their
 * specificity. Sorted, so the same math always gives the same file.
 */
function mathCss(rules: ReadonlyMap<string, string>): string {
  return [...rules]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, style]) => {
      const declarations = style
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => `${d} !important`);
      return `.${name}{${declarations.join(';')}}`;
    })
    .join('\n');
}
