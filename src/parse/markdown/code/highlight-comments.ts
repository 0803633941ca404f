// Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end`,
// in any of the comment forms its languages use (`//`, `#`, `--`, `;`, `%`, `/* */`, `{/* */}`,
// `<!-- -->`). The comment lines are removed; the lines they mark are highlighted.

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
  const open: number[] = [];
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
      if (nextLine || open.length > 0) highlighted.add(kept.length);
      nextLine = false;
      return;
    }
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') open.push(index + 1);
    else if (open.pop() === undefined) {
      problems.push({
        line: index + 1,
        message: '"highlight-end" without a "highlight-start" before it',
        ruleId: 'unknown-highlight-comment',
        hint: HINT,
      });
    }
  });
  for (const line of open) {
    problems.push({
      line,
      message: '"highlight-start" is never closed by a "highlight-end"',
      ruleId: 'unknown-highlight-comment',
      hint: 'the lines up to the end of the block are highlighted',
    });
  }
  return { value: kept.join('\n'), highlighted, problems };
}
