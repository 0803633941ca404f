// Where a long Markdown text can be cut into pieces that parse alone to the same blocks, read line by
// line without parsing: before a `#` heading at the margin that follows a blank line, with nothing
// open that a heading at the margin does not close (a fence, math, an HTML block of CommonMark's kinds
// 1–5, a directive container, the front matter). Lists, quotes, tables, paragraphs and indented code
// all end there. Wrong in doubt only towards fewer cuts: what it cannot follow, it does not cut in.

import { fenceReader } from '../../core/fences.js';

const HEADING = /^#{1,6}(?:[ \t\r]|$)/;
const BLANK = /^[ \t\r]*$/;
const DIRECTIVE_OPENS = /^ {0,3}(:{3,})[A-Za-z]/;
const DIRECTIVE_CLOSES = /^ {0,3}(:{3,})[ \t\r]*$/;
const FRONT_MATTER_ENDS = /^(?:---|\.\.\.)[ \t\r]*$/;
/** HTML blocks that a blank line does not end: their start, and what ends them (CommonMark 4.6, kinds 1–5). */
const HTML_BLOCKS: ReadonlyArray<readonly [start: RegExp, end: RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/** Link and footnote definitions a piece may need from the rest: labels as written, not yet checked. */
export interface DefinitionLabels {
  links: string[];
  footnotes: string[];
}

const LINK_DEFINITION = /^ {0,3}\[((?:[^\\[\]]|\\.)+)\]:/;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/;

export interface Cuts {
  /** Offsets where a piece starts (the first piece starts at 0, not listed), in order. */
  offsets: number[];
  /** Line (1-based) of each offset. */
  lines: number[];
  labels: DefinitionLabels;
}

/** Cuts about every `pieceLength` characters, where a piece can start; the labels seen outside code. */
export function blockBoundaries(text: string, pieceLength: number): Cuts {
  const cuts: Cuts = { offsets: [], lines: [], labels: { links: [], footnotes: [] } };
  const readFence = fenceReader({ math: true });
  let htmlEnd: RegExp | undefined;
  const directives: number[] = [];
  let frontMatter = /^---[ \t\r]*(?:\n|$)/.test(text);
  let previousBlank = false;
  let pieceStart = 0;
  let offset = 0;
  let line = 0;
  while (offset <= text.length) {
    const newline = text.indexOf('\n', offset);
    const end = newline < 0 ? text.length : newline;
    const content = text.slice(offset, end);
    line++;
    if (frontMatter) {
      if (line > 1 && FRONT_MATTER_ENDS.test(content)) frontMatter = false;
    } else if (htmlEnd) {
      if (htmlEnd.test(content)) htmlEnd = undefined;
    } else if (readFence(content) === 'text') {
      // Outside fenced code and math, and not a fence's own line.
      if (
        HEADING.test(content) &&
        previousBlank &&
        directives.length === 0 &&
        offset > 0 &&
        offset - pieceStart >= pieceLength
      ) {
        cuts.offsets.push(offset);
        cuts.lines.push(line);
        pieceStart = offset;
      }
      const html = HTML_BLOCKS.find(([start]) => start.test(content));
      const opens = DIRECTIVE_OPENS.exec(content)?.[1];
      const closes = DIRECTIVE_CLOSES.exec(content)?.[1];
      if (html) {
        const start = html[0].exec(content)?.[0] ?? '';
        if (!html[1].test(content.slice(start.length))) htmlEnd = html[1];
      } else if (opens) directives.push(opens.length);
      else if (closes && directives.length > 0 && closes.length >= (directives.at(-1) ?? 0)) directives.pop();
      else readLabel(content, cuts.labels);
    }
    previousBlank = BLANK.test(content);
    if (newline < 0) break;
    offset = newline + 1;
  }
  return cuts;
}

function readLabel(line: string, labels: DefinitionLabels): void {
  if (!line.includes(']:')) return;
  const footnote = FOOTNOTE_DEFINITION.exec(line)?.[1];
  if (footnote) labels.footnotes.push(footnote);
  else {
    const link = LINK_DEFINITION.exec(line)?.[1];
    if (link) labels.links.push(link);
  }
}
