// Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end`,
// in any of the comment forms its languages use (`//`, `#`, `--`, `;`, `%`, `/* */`, `{/* */}`,
// `<!-- -->`). The comment lines are removed; the lines they mark are highlighted. A start's lines are
// highlighted when its end comes: one never closed highlights nothing, as Docusaurus's parseLines
// (theme-common codeBlockUtils) only adds a block's range at its end comment.

export interface CommentProblem {
  /** 1-based line inside the code block. */
  line: number;
  message: string;
  ruleId: string;
  hint?: string;
}

const MAGIC = /^\s*(?:\/\/|#|--|;|%|\/\*|\{\/\*|<!--)\s*(highlight-[\w-]*)\s*(?:\*\/\}?|-->)?\s*$/;
const KNOWN = new Set(['highlight-next-line', 'highlight-start', 'highlight-end']);
const HINT = 'use highlight-next-line, highlight-start or highlight-end';

export function applyHighlightComments(value: string): {
  value: string;
  highlighted: Set<number>;
  problems: CommentProblem[];
} {
  const highlighted = new Set<number>();
  const problems: CommentProblem[] = [];
  if (!value.includes('highlight-')) return { value, highlighted, problems };
  const kept: string[] = [];
  /** Each open start: its line in the block, and how many lines were kept before it. */
  const open: Array<{ line: number; keptBefore: number }> = [];
  let nextLine = false;
  value.split('\n').forEach((line, index) => {
    const directive = MAGIC.exec(line)?.[1];
    if (directive === undefined || !KNOWN.has(directive)) {
      if (directive !== undefined)
        problems.push({
          line: index + 1,
          message: `Unknown highlight comment "${directive}" is shown as code`,
          ruleId: 'unknown-highlight-comment',
          hint: HINT,
        });
      kept.push(line);
      if (nextLine) highlighted.add(kept.length);
      nextLine = false;
      return;
    }
    const start = directive === 'highlight-end' ? open.pop() : undefined;
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') open.push({ line: index + 1, keptBefore: kept.length });
    else if (start) for (let at = start.keptBefore + 1; at <= kept.length; at++) highlighted.add(at);
    else {
      problems.push({
        line: index + 1,
        message: '"highlight-end" without a "highlight-start" before it',
        ruleId: 'unknown-highlight-comment',
        hint: HINT,
      });
    }
  });
  for (const { line } of open) {
    problems.push({
      line,
      message: '"highlight-start" is never closed by a "highlight-end"',
      ruleId: 'unknown-highlight-comment',
      hint: 'nothing is highlighted from it, as in Docusaurus',
    });
  }
  return { value: kept.join('\n'), highlighted, problems };
}
