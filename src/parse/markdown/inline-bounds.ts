// A cheap pass over the text before parsing, as nesting.ts: inline markup no writer needs in one
// paragraph, and more link reference definitions than any doc holds. The parser's work grows much
// faster than such text (`*a**` repeated over 160 KB, or 400 KB of `[`, took minutes; 50,000
// definitions took 48 s and 1.9 GB), so the doc is refused at the line where it passes the bound.

import { fenceReader } from '../../core/fences.js';

/** Emphasis, link and code delimiters (`*`, `_`, `[`, `]`, backticks) in one paragraph. */
export const MAX_DELIMITERS_PER_PARAGRAPH = 5_000;
/** Link reference definitions (`[x]: https://…`) in one doc. */
export const MAX_DEFINITIONS = 2_000;

export interface InlineOverload {
  line: number;
  column: number;
  message: string;
  ruleId: string;
}

const DEFINITION = /^ {0,3}\[[^\]]+\]:/;
const DELIMITER = /[*_[\]`]/g;

export function findInlineOverload(text: string): InlineOverload | undefined {
  let lineNumber = 0;
  let start = 0;
  const readFence = fenceReader();
  let delimiters = 0;
  let definitions = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    lineNumber++;
    const kind = readFence(line);
    // Code is not parsed for inline markup; a fence, like a blank line, ends the paragraph.
    if (kind === 'opens' || (kind === 'text' && line.trim() === '')) delimiters = 0;
    else if (kind === 'text') {
      if (DEFINITION.test(line) && ++definitions > MAX_DEFINITIONS)
        return {
          line: lineNumber,
          column: 1,
          message: `More than ${MAX_DEFINITIONS} link reference definitions in one doc`,
          ruleId: 'too-many-definitions',
        };
      for (const match of line.matchAll(DELIMITER)) {
        if (++delimiters > MAX_DELIMITERS_PER_PARAGRAPH)
          return {
            line: lineNumber,
            column: match.index + 1,
            message: `More than ${MAX_DELIMITERS_PER_PARAGRAPH} emphasis, link or code marks in one paragraph`,
            ruleId: 'inline-too-many-marks',
          };
      }
    }
    if (end === -1) break;
    start = end + 1;
  }
  return undefined;
}
