import type { Element, ElementContent } from 'hast';
import { parseFenceMeta } from './fence-meta.js';
import { unknownLanguageHint } from './grammars.js';
import { applyHighlightComments } from './highlight-comments.js';
import type { Highlighter } from './highlighter.js';
import { splitLines } from './split-lines.js';

export interface CodeBlockInput {
  /** The fence's language (`tsx`), if any. */
  lang?: string | null | undefined;
  /** What follows the language on the fence line: `title="app.js" {1,4-6} showLineNumbers`. */
  meta?: string | null | undefined;
  value: string;
}

export interface CodeProblem {
  severity: 'error' | 'warning';
  message: string;
  ruleId: string;
  hint?: string;
  /** 1-based line inside the block; absent for the fence line itself. */
  line?: number;
  /** Problems with the same key are reported once per build (an unknown language, not each block in it). */
  oncePerBuild?: string;
}

/** Fences shown as they are, without a grammar and without a warning. */
const PLAIN = new Set(['text', 'txt']);

/**
 * One code block's hast, the same from a Markdown fence and from MDX's `<CodeBlock>`: highlighted at
 * build time, with its title, highlighted lines, line numbers and diff lines. A block with none of
 * these is a bare `<pre><code>`; one with line features has one `span.code-line` per line.
 */
export function renderCodeBlock(
  input: CodeBlockInput,
  highlighter: Highlighter,
): { element: Element; problems: CodeProblem[] } {
  const lang = input.lang ?? undefined;
  const problems: CodeProblem[] = [];
  const fence = parseFenceMeta(input.meta);
  for (const problem of fence.problems) problems.push({ severity: 'warning', ...problem });
  const comments = applyHighlightComments(input.value);
  for (const problem of comments.problems) problems.push({ severity: 'warning', ...problem });
  const value = comments.value;
  const highlighted = new Set([...fence.meta.highlighted, ...comments.highlighted]);

  let children: ElementContent[] = [{ type: 'text', value }];
  const codeClasses: string[] = lang ? [`language-${lang}`] : [];
  if (lang && !PLAIN.has(lang.toLowerCase())) {
    const tokens = highlighter.highlight(lang, value);
    if (tokens) {
      codeClasses.unshift('hljs');
      if (tokens.length > 0) children = tokens;
    } else {
      problems.push({
        severity: 'warning',
        message: `No highlighting for code language "${lang}": its blocks are shown as plain text`,
        ruleId: 'unknown-language',
        hint: unknownLanguageHint(lang),
        oncePerBuild: `unknown-language:${lang.toLowerCase()}`,
      });
    }
  }

  const isDiff = lang === 'diff' || lang === 'patch';
  const numbered = fence.meta.firstLineNumber !== undefined;
  if (highlighted.size > 0 || numbered || isDiff) {
    const lines = splitLines(children);
    // A fence's code ends with a newline (mdast-util-to-hast adds it): kept after the last line, not as one.
    const endsWithNewline = value.endsWith('\n') && lines.length > 1 && lines.at(-1)?.length === 0;
    if (endsWithNewline) lines.pop();
    const beyond = [...fence.meta.highlighted].filter((line) => line > lines.length);
    if (beyond.length > 0) {
      problems.push({
        severity: 'warning',
        message: `Highlighted line ${beyond[0]} is past the block's last line (${lines.length})`,
        ruleId: 'code-line-range',
        hint: 'count lines from 1, without highlight comments',
      });
    }
    children = lines.flatMap((line, index): ElementContent[] => [
      ...(index > 0 ? [{ type: 'text', value: '\n' } as const] : []),
      lineElement(line, {
        highlighted: highlighted.has(index + 1),
        diff: isDiff ? diffKind(line) : undefined,
        number: numbered ? (fence.meta.firstLineNumber ?? 1) + index : undefined,
      }),
    ]);
    if (endsWithNewline) children.push({ type: 'text', value: '\n' });
  }

  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: codeClasses.length > 0 ? { className: codeClasses } : {},
    children,
  };
  // Scrolls sideways when too wide; keyboard readers can only scroll what takes focus (WCAG 2.1.1).
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: { tabIndex: 0, ...(numbered ? { className: ['code-line-numbers'] } : {}) },
    children: [code],
  };
  if (fence.meta.title === undefined) return { element: pre, problems };
  const caption: Element = {
    type: 'element',
    tagName: 'figcaption',
    properties: { className: ['code-title'] },
    children: [{ type: 'text', value: fence.meta.title }],
  };
  return {
    element: {
      type: 'element',
      tagName: 'figure',
      properties: { className: ['code-figure'] },
      children: [caption, pre],
    },
    problems,
  };
}

interface LineOptions {
  highlighted: boolean;
  diff: 'added' | 'removed' | undefined;
  number: number | undefined;
}

function lineElement(children: ElementContent[], options: LineOptions): Element {
  const className = ['code-line'];
  if (options.highlighted) className.push('code-line-highlighted');
  if (options.diff) className.push(`code-line-${options.diff}`);
  return {
    type: 'element',
    tagName: 'span',
    properties: { className, ...(options.number !== undefined ? { dataLine: String(options.number) } : {}) },
    children,
  };
}

/** `+`/`-` lines of a unified diff, not its `+++`/`---` file headers. */
function diffKind(line: ElementContent[]): 'added' | 'removed' | undefined {
  const text = line.map(textOf).join('');
  if (text.startsWith('+') && !text.startsWith('+++')) return 'added';
  if (text.startsWith('-') && !text.startsWith('---')) return 'removed';
  return undefined;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}
