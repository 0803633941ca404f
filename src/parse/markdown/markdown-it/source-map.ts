// Points in the source text, and where the text of an inline token (a paragraph's lines without their
// container prefixes) lies in it, so every node gets micromark's line, column and offset.
import type { Point } from 'unist';

/** Thrown where the converter cannot be sure of micromark's tree: the doc is parsed by micromark. */
export class NotExact extends Error {}

export function notExact(why: string): never {
  throw new NotExact(why);
}

export class SourceLines {
  readonly lines: string[];
  readonly starts: number[];
  constructor(readonly text: string) {
    this.lines = text.split('\n');
    this.starts = [];
    let offset = 0;
    for (const line of this.lines) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
  }
  line(index: number): string {
    const line = this.lines[index];
    return line ?? notExact(`no line ${index}`);
  }
  point(line: number, column: number): Point {
    return { line: line + 1, column: column + 1, offset: (this.starts[line] ?? notExact('line')) + column };
  }
  /** The end of the line, trailing whitespace included (micromark ends a block there). */
  lineEnd(line: number): Point {
    return this.point(line, this.line(line).length);
  }
}

/** Maps offsets in an inline token's content to source points, line by line. */
export class InlineMap {
  private readonly contentStarts: number[] = [];
  private readonly columns: number[] = [];
  constructor(
    private readonly source: SourceLines,
    readonly content: string,
    private readonly firstLine: number,
    columns: readonly number[],
  ) {
    let offset = 0;
    for (const [index, line] of content.split('\n').entries()) {
      this.contentStarts.push(offset);
      this.columns.push(columns[index] ?? notExact('inline line'));
      offset += line.length + 1;
    }
  }
  /** A paragraph-like content: each line ends where the source line does (the last one trimmed). */
  static ofLines(source: SourceLines, content: string, firstLine: number): InlineMap {
    const lines = content.split('\n');
    const columns = lines.map((text, index) => {
      const whole = source.line(firstLine + index);
      const line = index === lines.length - 1 ? whole.trimEnd() : whole;
      if (!line.endsWith(text)) notExact('inline text is not at the end of its line');
      return line.length - text.length;
    });
    return new InlineMap(source, content, firstLine, columns);
  }
  point(offset: number): Point {
    // The last line starting at or before `offset`, by bisection: a paragraph may have thousands of lines.
    let low = 0;
    let high = this.contentStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.contentStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    const index = low;
    const column = (this.columns[index] ?? 0) + offset - (this.contentStarts[index] ?? 0);
    return this.source.point(this.firstLine + index, column);
  }
}
