// A long doc parsed in pieces of whole top-level blocks, joined into the tree the whole text gives.
// micromark keeps every event of the text it tokenizes until the tree is built (about 500 B an event):
// a 5 MB page held 2.4 GiB in one parse; in pieces, only one piece's events are alive at a time.
// Each piece is told the whole doc's definitions, and the joined tree is checked: when a piece ends
// inside a block or a definition was misread, the whole text is parsed as one, as before.
import type { Nodes, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import type { Point } from 'unist';
import { blockBoundaries, type DefinitionLabels } from './block-boundaries.js';

/** Texts from this length are parsed in pieces. */
export const PIECES_FROM = 128 * 1024;
/**
 * About this long each piece (a piece ends before a heading, so most are a little longer). Measured on
 * 500 KB of lists, tables and code: 4–32 KB within noise of each other, 64 KB slower.
 */
export const PIECE_LENGTH = 8 * 1024;

/** Wraps the chain's parser (remark-parse, with the syntax extensions the chain registers). */
export function remarkParseInPieces(this: Processor) {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (text, file) => {
    if (text.length < PIECES_FROM) return parse(text, file);
    return parseInPieces(text, (piece) => parse(piece, file) as Root, PIECE_LENGTH) ?? parse(text, file);
  };
}

/** The tree of `text` parsed in pieces by `parse`, or `undefined` when it cannot be (then parse it whole). */
export function parseInPieces(text: string, parse: (text: string) => Root, pieceLength: number): Root | undefined {
  // A lone CR ends a line for micromark but not for the line reader.
  if (/\r(?!\n)/.test(text)) return undefined;
  let cuts = blockBoundaries(text, pieceLength);
  const tail = definitionsText(cuts.labels);
  // Every piece parses the definitions again: with many of them (over 1 KB), fewer and longer pieces.
  if (tail.length > 1024 && tail.length * 4 > pieceLength) cuts = blockBoundaries(text, tail.length * 4);
  if (cuts.offsets.length === 0) return undefined;
  const starts = [0, ...cuts.offsets];
  const lines = [1, ...cuts.lines];
  const tailLines = tail.split('\n').length - 1;
  const readDefinitions = text.includes(']:');
  const defined = new Set<string>();
  let told: Set<string> | undefined;
  const children: RootContent[] = [];
  let end: Point | undefined;
  for (const [i, start] of starts.entries()) {
    const last = i === starts.length - 1;
    const piece = text.slice(start, last ? text.length : starts[i + 1]);
    // The first piece may open with front matter, so its definitions go after it; the others open with
    // a heading, which definitions before it cannot change.
    const tree = parse(i === 0 ? piece + tail : tail + piece);
    const ownFrom = i === 0 ? 0 : tail.length;
    const own = tree.children.filter((node) => isWithin(node, ownFrom, ownFrom + piece.length));
    if (i === 0 && tail !== '') told = definitionKeys(tree.children.filter((node) => !isWithin(node, 0, piece.length)));
    if (!last && !closesBefore(own.at(-1), piece, ownFrom)) return undefined;
    const shift = { offset: start - ownFrom, line: (lines[i] ?? 1) - 1 - (i === 0 ? 0 : tailLines) };
    for (const node of own) walk(node, shift, readDefinitions ? defined : undefined);
    children.push(...own);
    if (last) end = tree.position && moved(tree.position.end, shift);
  }
  if (!sameKeys(told ?? new Set(), defined)) return undefined;
  return {
    type: 'root',
    children,
    ...(end ? { position: { start: { line: 1, column: 1, offset: 0 }, end } } : {}),
  };
}

/** Definitions for each label, in text a piece can start or end with: each piece knows them all. */
function definitionsText(labels: DefinitionLabels): string {
  const lines = [...labels.links.map((label) => `[${label}]: #`), ...labels.footnotes.map((label) => `[^${label}]: .`)];
  return lines.length === 0 ? '' : `\n\n${lines.join('\n\n')}\n\n`;
}

function isWithin(node: RootContent, from: number, to: number): boolean {
  const offset = node.position?.start.offset;
  return offset !== undefined && offset >= from && offset < to;
}

/** Whether the piece's last block ends before its final blank line (a fence left open takes it in). */
function closesBefore(node: RootContent | undefined, piece: string, ownFrom: number): boolean {
  const end = node?.position?.end.offset;
  return end !== undefined && /\n[ \t]*\r?\n/.test(piece.slice(end - ownFrom));
}

function moved(point: Point, shift: { offset: number; line: number }): Point {
  return {
    line: point.line + shift.line,
    column: point.column,
    ...(point.offset === undefined ? {} : { offset: point.offset + shift.offset }),
  };
}

/** Moves the node's positions to the whole text's and records its definitions' keys. */
function walk(node: Nodes, shift: { offset: number; line: number }, defined: Set<string> | undefined): void {
  if (node.position && (shift.offset !== 0 || shift.line !== 0))
    node.position = { start: moved(node.position.start, shift), end: moved(node.position.end, shift) };
  if (defined && (node.type === 'definition' || node.type === 'footnoteDefinition'))
    defined.add(`${node.type}:${node.identifier}`);
  if ('children' in node) for (const child of node.children) walk(child, shift, defined);
}

function definitionKeys(nodes: readonly RootContent[]): Set<string> {
  const keys = new Set<string>();
  for (const node of nodes) walk(node, { offset: 0, line: 0 }, keys);
  return keys;
}

function sameKeys(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((key) => b.has(key));
}
