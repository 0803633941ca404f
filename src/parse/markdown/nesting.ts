// A cheap pass over the text before parsing: block containers (lists, block quotes) nested deeper
// than a person writes. Thousands of levels make the parser slow (each line re-checks every open
// container) and the tree walkers after it overflow the stack; such a doc is refused at the line
// where it passes the bound, before any of that runs.

export const MAX_NESTING = 100;

export interface TooDeep {
  line: number;
  column: number;
}

const MARKER = /^(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;
const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** A container directive (`:::tip`, `::::tabs`) opens; a fence of colons alone closes the innermost. */
const DIRECTIVE_OPEN = /(:{3,})[a-zA-Z]/y;
const DIRECTIVE_CLOSE = /(:{3,})[ \t]*$/y;

/**
 * Where nesting first passes `MAX_NESTING`, or undefined. A line's depth is its container markers
 * (`> - 1. `) plus its indentation in steps of two columns (the least a nested list item indents),
 * plus the container directives open around it (2,000 nested admonitions took minutes to parse).
 */
export function findTooDeepNesting(text: string): TooDeep | undefined {
  let lineNumber = 0;
  let start = 0;
  // Colons of each container directive still open, innermost last.
  const directives: number[] = [];
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    lineNumber++;
    if (!THEMATIC_BREAK.test(line)) {
      let i = 0;
      let width = 0;
      for (; i < line.length && (line[i] === ' ' || line[i] === '\t'); i++)
        width += line[i] === '\t' ? 4 - (width % 4) : 1;
      let depth = 0;
      let markers = 0;
      for (;;) {
        const marker = MARKER.exec(line.slice(i, i + 12));
        if (!marker) break;
        markers++;
        depth = markers + Math.floor(width / 2);
        if (depth + directives.length > MAX_NESTING) return { line: lineNumber, column: i + 1 };
        i += marker[0].length;
        while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
      }
      // Sticky, from where the container markers end: no copy of a long line.
      DIRECTIVE_OPEN.lastIndex = i;
      DIRECTIVE_CLOSE.lastIndex = i;
      const opened = DIRECTIVE_OPEN.exec(line);
      const closed = opened ? null : DIRECTIVE_CLOSE.exec(line);
      if (opened) {
        directives.push(opened[1]?.length ?? 3);
        if (Math.max(depth, Math.floor(width / 2)) + directives.length > MAX_NESTING)
          return { line: lineNumber, column: i + 1 };
      } else if (closed && directives.length > 0 && (closed[1]?.length ?? 0) >= (directives.at(-1) ?? 0))
        directives.pop();
    }
    if (end === -1) break;
    start = end + 1;
  }
  return undefined;
}
