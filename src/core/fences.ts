// Fenced code, read line by line without parsing: what the cheap passes before a parse (inline
// bounds, an MDX doc's imports, the content title, where a long doc may be cut) must skip, since code
// is not Markdown.

/** A fence's marks at the start of a line: ``` or ~~~ (or $$ for math), after up to three spaces. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_OR_MATH = /^ {0,3}(`{3,}|~{3,}|\${2,})/;

export type FencedLine = 'opens' | 'closes' | 'code' | 'text';

/**
 * Reads lines in order; says what each is to fenced code (CommonMark 4.5): a backtick fence's info has
 * no backtick ("```a```" opens nothing), and a fence closes with at least as many of its marks and
 * nothing after them. With `math`, `$$` opens and closes a block of math the same way.
 */
export function fenceReader(options: { math?: boolean } = {}): (line: string) => FencedLine {
  const pattern = options.math ? FENCE_OR_MATH : FENCE;
  let fence: string | undefined;
  return (line) => {
    const found = pattern.exec(line);
    const marks = found?.[1];
    const rest = found ? line.slice(found[0].length) : '';
    if (fence !== undefined) {
      if (marks === undefined || marks[0] !== fence[0] || marks.length < fence.length || rest.trim() !== '')
        return 'code';
      fence = undefined;
      return 'closes';
    }
    if (marks === undefined || (marks[0] !== '~' && rest.includes(marks[0] ?? ''))) return 'text';
    fence = marks;
    return 'opens';
  };
}
