// A long doc parsed in pieces of whole top-level blocks, joined into the tree the whole text gives.
// micromark keeps every event of the text it tokenizes until the tree is built (about 500 B an event):
// a 5 MB page held 2.4 GiB in one parse; in pieces, only one piece's events are alive at a time.
// Each piece is told the whole doc's definitions, and the joined tree is checked: when a piece ends
// inside a block or a definition was misread, the whole text is parsed as one, as before.
import type { Nodes, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import type { Point } from 'unist';
import { VFile } from 'vfile';
import { blockBoundaries, type DefinitionLabels } from './block-boundaries.js';

/** Texts from this length are parsed in pieces. */
export const PIECES_FROM = 128 * 1024;
/**
 * About this long each piece (a piece ends before a heading, so most are a little longer). Measured on
 * 500 KB of lists, tables and code: 4–32 KB within noise of each other, 64 KB slower.
 */
export const PIECE_LENGTH = 8 * 1024;

/** The chain's own parser (remark-parse and its syntax extensions) under the piece wrapper, by processor. */
const pieceParsers = new WeakMap<Processor, (text: string) => Root>();

/** Wraps the chain's parser (remark-parse, with the syntax extensions the chain registers). */
export function remarkParseInPieces(this: Processor) {
  const parse = this.parser;
  if (!parse) return;
  pieceParsers.set(this, (piece) => parse(piece, new VFile(piece)) as Root);
  this.parser = (text, file) => {
    if (text.length < PIECES_FROM) return parse(text, file);
    const plan = planPieces(text, PIECE_LENGTH);
    const shared = sharedPieces.get(text);
    let tree: Root | undefined;
    try {
      if (plan) {
        const parsePiece = (i: number) => parse(pieceText(plan, i), file) as Root;
        tree = joinPieces(plan, (i) => (shared ? shared.treeOf(i, () => parsePiece(i)) : parsePiece(i)));
      }
    } finally {
      // Also when a piece ends inside a block (the text is then parsed whole) or at the deadline.
      shared?.done();
    }
    return tree ?? parse(text, file);
  };
}

/** The parser a chain parses each piece with (what `parsePiece` of another thread must match), once frozen. */
export function pieceParserOf(chain: { freeze(): unknown }): ((text: string) => Root) | undefined {
  chain.freeze();
  return pieceParsers.get(chain as unknown as Processor);
}

/** Where a piece's tree comes from when another thread parses some of the doc's pieces (piece-share.ts). */
export interface SharedPieces {
  /** The `i`th piece's tree: the other thread's, or `parseHere()`. */
  treeOf(i: number, parseHere: () => Root): Root;
  /** This thread needs no more pieces (all joined, or the doc is parsed whole after all). */
  done(): void;
}

/** Pieces another thread helps with, by the exact text the chain's parser is given. */
export const sharedPieces = new Map<string, SharedPieces>();

/** How a text is cut: the same text and length give the same plan in every thread. */
export interface PiecePlan {
  readonly text: string;
  readonly starts: readonly number[];
  readonly lines: readonly number[];
  /** The definitions every piece is parsed with, after the first piece and before the others. */
  readonly tail: string;
  /** How many pieces. */
  readonly count: number;
}

/** The cuts of `text` into pieces of about `pieceLength`, or `undefined` when it cannot be cut. */
export function planPieces(text: string, pieceLength: number): PiecePlan | undefined {
  // A lone CR ends a line for micromark but not for the line reader.
  if (/\r(?!\n)/.test(text)) return undefined;
  let cuts = blockBoundaries(text, pieceLength);
  const tail = definitionsText(cuts.labels);
  // Every piece parses the definitions again: with many of them (over 1 KB), fewer and longer pieces.
  if (tail.length > 1024 && tail.length * 4 > pieceLength) cuts = blockBoundaries(text, tail.length * 4);
  if (cuts.offsets.length === 0) return undefined;
  const starts = [0, ...cuts.offsets];
  return { text, starts, lines: [1, ...cuts.lines], tail, count: starts.length };
}

/**
 * The text the `i`th piece is parsed as: the first piece may open with front matter, so its
 * definitions go after it; the others open with a heading, which definitions before it cannot change.
 */
export function pieceText(plan: PiecePlan, i: number): string {
  const piece = ownText(plan, i);
  return i === 0 ? piece + plan.tail : plan.tail + piece;
}

const ownText = (plan: PiecePlan, i: number) =>
  plan.text.slice(plan.starts[i], i === plan.count - 1 ? plan.text.length : plan.starts[i + 1]);

/** The tree of `text` parsed in pieces by `parse`, or `undefined` when it cannot be (then parse it whole). */
export function parseInPieces(text: string, parse: (text: string) => Root, pieceLength: number): Root | undefined {
  const plan = planPieces(text, pieceLength);
  return plan && joinPieces(plan, (i) => parse(pieceText(plan, i)));
}

/**
 * The pieces' trees (`treeOf(i)`, asked in order) joined into the whole text's, positions moved to
 * it, or `undefined` when a piece ended inside a block or a definition was misread.
 */
export function joinPieces(plan: PiecePlan, treeOf: (i: number) => Root): Root | undefined {
  const { tail, starts, lines } = plan;
  const tailLines = tail.split('\n').length - 1;
  const readDefinitions = plan.text.includes(']:');
  const defined = new Set<string>();
  let told: Set<string> | undefined;
  const children: RootContent[] = [];
  let end: Point | undefined;
  for (const [i, start] of starts.entries()) {
    const last = i === plan.count - 1;
    const piece = ownText(plan, i);
    const tree = treeOf(i);
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
