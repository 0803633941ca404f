// Fenced code, read line by line without parsing: what the cheap passes before a parse (inline
// bounds, an MDX doc's imports) must skip, since code is not Markdown.

/** A fence's marks at the start of a line: ``` or ~~~, after up to three spaces. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export type FencedLine = 'opens' | 'closes' | 'code' | 'text';

/** Reads lines in order; says what each is to fenced code. A fence closes with at least as many of its marks. */
export function fenceReader(): (line: string) => FencedLine {
  let fence: string | undefined;
  return (line) => {
    const marks = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marks === undefined || marks[0] !== fence[0] || marks.length < fence.length) return 'code';
      fence = undefined;
      return 'closes';
    }
    if (marks === undefined) return 'text';
    fence = marks;
    return 'opens';
  };
}
