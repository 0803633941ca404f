// A GFM table: markdown-it's cells, placed on the source rows as micromark places them (a cell runs
// from its leading pipe to the next; the last one takes the closing pipe).
import type { Token } from 'markdown-it';
import type { AlignType, Table, TableCell, TableRow } from 'mdast';
import { convertInline } from './inline.js';
import { InlineMap, notExact, type SourceLines } from './source-map.js';

const ALIGNS: Record<string, AlignType> = {
  'text-align:left': 'left',
  'text-align:right': 'right',
  'text-align:center': 'center',
};

/**
 * The table at `tokens[index]`, its rows starting at `column`; `checkLine` throws for a row line that
 * is not inside the table's container (a lazy line, which micromark does not take as a row).
 */
export function readTable(
  source: SourceLines,
  tokens: readonly Token[],
  index: number,
  column: number,
  checkLine: (line: number) => void,
) {
  const [first, after] = tokens[index]?.map ?? notExact('table');
  for (let line = first; line < after; line++) {
    checkLine(line);
    // A row without a pipe may be another block to micromark (an HTML line, a heading).
    if (!source.line(line).includes('|')) notExact('row without a pipe');
  }
  // A line right after the table that markdown-it reads as another block may be a row to micromark.
  if ((source.lines[after] ?? '').trim() !== '') notExact('table ended by a block');
  // Without a pipe in its delimiter row, micromark may read a setext heading.
  if (!source.line(first + 1).includes('|')) notExact('delimiter row without a pipe');
  const rows: TableRow[] = [];
  const align: AlignType[] = [];
  let next = index + 1;
  for (; next < tokens.length; next++) {
    const token = tokens[next] as Token;
    if (token.type === 'table_close') break;
    if (token.type !== 'tr_open') continue;
    const line = token.map?.[0] ?? notExact('row');
    const cells: Token[] = [];
    for (next++; (tokens[next] as Token).type !== 'tr_close'; next++) {
      const cell = tokens[next] as Token;
      if (cell.type === 'inline') cells.push(cell);
      if (rows.length === 0 && cell.type === 'th_open') align.push(ALIGNS[cell.attrGet('style') ?? ''] ?? null);
    }
    rows.push(readRow(source, line, column, cells));
  }
  const head = rows[0] ?? notExact('table');
  const node: Table = {
    type: 'table',
    align,
    children: rows,
    position: { start: head.position?.start ?? notExact('row'), end: tableEnd(source, rows) },
  };
  return { node, next };
}

/** The last row's end, or the delimiter row's when there is no other. */
function tableEnd(source: SourceLines, rows: readonly TableRow[]) {
  const last = rows.at(-1)?.position ?? notExact('row');
  if (rows.length > 1) return last.end;
  const line = last.start.line;
  return source.lineEnd(line);
}

function readRow(source: SourceLines, line: number, start: number, inlines: readonly Token[]): TableRow {
  const text = source.line(line);
  const end = text.trimEnd().length;
  // The last cell and the row end with the line, trailing whitespace included.
  const lineEnd = text.length;
  // An escaped pipe stays in its cell; a pipe after an escaped backslash is left to micromark.
  if (text.slice(start, end).includes('\\\\|') || text.slice(0, start).includes('|')) notExact('escape in a row');
  const pipes: number[] = [];
  for (let at = start; at < end; at++) if (text[at] === '|' && text[at - 1] !== '\\') pipes.push(at);
  const lead = pipes[0] === start;
  const trail = pipes.at(-1) === end - 1 && end - 1 !== start;
  const bounds = [...(lead ? [] : [start]), ...pipes.slice(0, trail ? -1 : undefined)];
  if (bounds.length !== inlines.length) notExact('cell count');
  const cells = bounds.map((from, i): TableCell => {
    const last = i === bounds.length - 1;
    const to = last ? lineEnd : (bounds[i + 1] as number);
    const inner = text.slice(from === start && !lead ? from : from + 1, last ? (trail ? end - 1 : end) : to);
    const content = inner.trim();
    const inline = inlines[i] as Token;
    if (content !== inline.content) notExact('cell text');
    const contentAt = (from === start && !lead ? from : from + 1) + inner.length - inner.trimStart().length;
    const map = new InlineMap(source, content, line, [contentAt]);
    return {
      type: 'tableCell',
      children: content === '' ? [] : convertInline(inline.children ?? [], map),
      position: { start: source.point(line, from), end: source.point(line, to) },
    };
  });
  return {
    type: 'tableRow',
    children: cells,
    position: { start: source.point(line, start), end: source.point(line, lineEnd) },
  };
}
