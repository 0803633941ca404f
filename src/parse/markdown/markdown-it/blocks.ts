// markdown-it's block tokens → mdast flow nodes with micromark's positions. Containers (block quotes,
// list items, directives) know their prefix on each line, so a child block's start column is known.
import type { Token } from 'markdown-it';
import type { BlockContent, List, ListItem, Paragraph, PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { Point } from 'unist';
import type { DirectiveMeta } from './instance.js';
import { convertInline } from './inline.js';
import { InlineMap, notExact, type SourceLines } from './source-map.js';
import { readTable } from './table.js';

type Flow = RootContent & { children?: RootContent[] };

/** Where a container's content begins on each of its lines. */
type Prefix = (line: number) => number;

const TOP: Prefix = () => 0;

export class BlockReader {
  /** How many block quotes hold the block being read. */
  private quoteDepth = 0;
  constructor(
    private readonly source: SourceLines,
    private readonly tokens: readonly Token[],
  ) {}

  /** Reads blocks from `start` until the token of type `close`; returns them and the close's index. */
  read(start: number, close: string | undefined, prefix: Prefix = TOP): { nodes: Flow[]; next: number } {
    const nodes: Flow[] = [];
    let index = start;
    for (; index < this.tokens.length; index++) {
      const token = this.token(index);
      if (close !== undefined && token.type === close) return { nodes, next: index };
      const read = this.block(index, prefix);
      nodes.push(read.node);
      index = read.next;
    }
    if (close !== undefined) notExact(`no ${close}`);
    return { nodes, next: index };
  }

  private token(index: number): Token {
    return this.tokens[index] ?? notExact('token');
  }

  private lines(token: Token): [number, number] {
    return (token.map as [number, number] | null) ?? notExact('no map');
  }

  /** The first non-space column at or after the prefix. */
  private startColumn(line: number, prefix: Prefix): number {
    const text = this.source.line(line);
    let column = prefix(line);
    while (text[column] === ' ') column++;
    return column;
  }

  private block(index: number, prefix: Prefix): { node: Flow; next: number } {
    const token = this.token(index);
    const [first, after] = this.lines(token);
    const source = this.source;
    switch (token.type) {
      case 'paragraph_open': {
        const inline = this.token(index + 1);
        this.declineTableLike(inline.content);
        const map = InlineMap.ofLines(source, inline.content, first);
        const node: Paragraph = {
          type: 'paragraph',
          children: convertInline(inline.children ?? [], map),
          position: { start: map.point(0), end: source.lineEnd(first + inline.content.split('\n').length - 1) },
        };
        return { node, next: index + 2 };
      }
      case 'heading_open':
        return { node: this.heading(index, prefix), next: index + 2 };
      case 'hr': {
        const end = source.lineEnd(first);
        return { node: { type: 'thematicBreak', position: { start: this.at(first, prefix), end } }, next: index };
      }
      case 'fence':
        return { node: this.fence(token, prefix), next: index };
      case 'code_block': {
        if (prefix !== TOP) notExact('indented code in a container');
        // micromark splits indented code right after a block quote at each line.
        if (this.tokens[index - 1]?.type === 'blockquote_close') notExact('indented code after a quote');
        const last = after - 1;
        const value = token.content.replace(/\n$/, '');
        // micromark's position takes in the indented blank lines after the code; markdown-it's does not.
        if (/^[ ]+$/.test(source.lines[after] ?? '')) notExact('indented blank line after code');
        const end = source.point(last, source.line(last).length);
        return {
          node: { type: 'code', lang: null, meta: null, value, position: { start: source.point(first, 0), end } },
          next: index,
        };
      }
      case 'html_block': {
        if (prefix !== TOP) notExact('html in a container');
        const value = token.content.replace(/\n$/, '');
        if (/^\s/.test(value)) notExact('indented html');
        // An HTML block that runs to the end of the text keeps micromark's final line ending.
        if (after >= source.lines.length - 1 && /^<(?:script|pre|style|textarea|!|\?)/i.test(value))
          notExact('html to the end');
        const lastLine = first + value.split('\n').length - 1;
        const end = source.point(lastLine, source.line(lastLine).length);
        return { node: { type: 'html', value, position: { start: source.point(first, 0), end } }, next: index };
      }
      case 'blockquote_open':
        return this.blockquote(index, prefix);
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(index, prefix);
      case 'table_open':
        return readTable(source, this.tokens, index, this.startColumn(first, prefix), (line) => prefix(line));
      case 'container_directive_open':
        return this.directive(index, prefix);
      case 'leaf_directive':
        return { node: this.leafDirective(token, prefix), next: index };
      default:
        return notExact(`block token ${token.type}`);
    }
  }

  /** A paragraph line after the first that looks like a table's delimiter row: micromark's table rules differ. */
  private declineTableLike(content: string): void {
    if (content.includes('\n') && /\n[ ]*\|?[ ]*:?-+:?[ ]*(\|[ ]*:?-+:?[ ]*)*\|?[ ]*(\n|$)/.test(content))
      notExact('paragraph with a delimiter row');
  }

  private at(line: number, prefix: Prefix): Point {
    return this.source.point(line, this.startColumn(line, prefix));
  }

  private heading(index: number, prefix: Prefix) {
    const token = this.token(index);
    const inline = this.token(index + 1);
    const [first, after] = this.lines(token);
    const depth = Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6;
    if (token.markup.startsWith('#')) {
      const line = this.source.line(first);
      const start = this.startColumn(first, prefix);
      const hashes = /^#+[ ]*/.exec(line.slice(start))?.[0] ?? notExact('heading');
      if (inline.content !== '' && !line.startsWith(inline.content, start + hashes.length)) notExact('heading text');
      const map = InlineMap.ofLines(this.source, inline.content, first);
      const at = inline.content === '' ? map : undefined;
      if (at) notExact('empty heading');
      const fixed = new InlineMapAt(this.source, inline.content, first, start + hashes.length);
      return {
        type: 'heading',
        depth,
        children: convertInline(inline.children ?? [], fixed),
        position: { start: this.source.point(first, start), end: this.source.lineEnd(first) },
      } as const;
    }
    // A setext heading over `---` whose text has a pipe may be a table to micromark.
    if (inline.content.includes('|')) notExact('setext heading with a pipe');
    this.declineTableLike(inline.content);
    const map = InlineMap.ofLines(this.source, inline.content, first);
    return {
      type: 'heading',
      depth,
      children: convertInline(inline.children ?? [], map),
      position: { start: map.point(0), end: this.source.lineEnd(after - 1) },
    } as const;
  }

  private fence(token: Token, prefix: Prefix): Flow {
    const [first, after] = this.lines(token);
    const start = this.at(first, prefix);
    const closing = /^ {0,3}(`+|~+)[ ]*$/.exec(this.source.line(after - 1).slice(prefix(after - 1)))?.[1] ?? '';
    const closed = after - 1 > first && closing.length >= token.markup.length && closing[0] === token.markup[0];
    if (!closed) notExact('open fence');
    // Split before decoding, as micromark does: an escaped or encoded space stays in the language.
    const info = token.info.trim();
    const rawLang = info.split(/[ \t]/)[0] ?? '';
    const rawMeta = info.slice(rawLang.length).trim();
    const decode = markdownIt().utils.unescapeAll;
    return {
      type: 'code',
      lang: rawLang === '' ? null : decode(rawLang),
      meta: rawMeta === '' ? null : decode(rawMeta),
      value: token.content.replace(/\n$/, ''),
      position: { start, end: this.source.lineEnd(after - 1) },
    };
  }

  /** The end of the last child, or of the container's own marker when it is empty. */
  private endOf(nodes: readonly Flow[], fallback: Point): Point {
    return nodes.at(-1)?.position?.end ?? fallback;
  }

  private blockquote(index: number, prefix: Prefix) {
    const [first, after] = this.lines(this.token(index));
    const quotePrefix: Prefix = (line) => {
      const text = this.source.line(line);
      const column = this.startColumn(line, prefix);
      if (text[column] !== '>') notExact('lazy line');
      return text[column + 1] === ' ' ? column + 2 : column + 1;
    };
    this.quoteDepth++;
    const inner = this.read(index + 1, 'blockquote_close', quotePrefix);
    this.quoteDepth--;
    // A block quote ends with its last `>` line, even an empty one.
    let last = after - 1;
    while (last > first && this.source.line(last).trim() === '') last--;
    const end = this.source.lineEnd(last);
    const childEnd = this.endOf(inner.nodes, end);
    const node = {
      type: 'blockquote',
      children: inner.nodes as BlockContent[],
      position: { start: this.at(first, prefix), end: (childEnd.offset ?? 0) > (end.offset ?? 0) ? childEnd : end },
    } as const;
    return { node, next: inner.next };
  }

  private list(index: number, prefix: Prefix) {
    const open = this.token(index);
    const ordered = open.type === 'ordered_list_open';
    const close = ordered ? 'ordered_list_close' : 'bullet_list_close';
    const items: ListItem[] = [];
    const ranges: [number, number][] = [];
    let next = index + 1;
    while (this.token(next).type !== close) {
      const read = this.item(next, prefix);
      items.push(read.node);
      ranges.push(this.lines(this.token(next)));
      next = read.next + 1;
    }
    const first = items[0] ?? notExact('empty list');
    // micromark reads an ordered list not starting at 1 right after indented code as a paragraph.
    if (ordered && this.token(index + 1).info !== '1' && this.tokens[index - 1]?.type === 'code_block')
      notExact('ordered list after indented code');
    // micromark's spread reads blank lines through nested block quotes its own way.
    if (this.quoteDepth > 0 && this.hasBlank(this.lines(open))) notExact('blank line in a quoted list');
    const node: List = {
      type: 'list',
      ordered,
      start: ordered ? Number(this.token(index + 1).info) : null,
      spread: ranges.some((range, i) => i > 0 && this.blankBefore(range[0], items[i - 1])),
      children: items,
      position: { start: first.position?.start ?? notExact('item'), end: this.endOf(items, this.source.point(0, 0)) },
    };
    return { node, next };
  }

  private hasBlank([from, to]: [number, number]): boolean {
    for (let at = from; at < to; at++) if (/^[ >]*$/.test(this.source.line(at))) return true;
    return false;
  }

  /** Whether a blank line lies between `node`'s end and line `line`. */
  private blankBefore(line: number, node: { position?: { end: Point } | undefined } | undefined): boolean {
    const end = node?.position?.end.line ?? notExact('position');
    for (let at = end; at < line; at++) if (this.source.line(at).trim() === '') return true;
    return false;
  }

  private item(index: number, prefix: Prefix): { node: ListItem; next: number } {
    const token = this.token(index);
    const [first] = this.lines(token);
    const line = this.source.line(first);
    const markerAt = this.startColumn(first, prefix);
    const marker = token.markup.length === 1 && token.info === '' ? token.markup : `${token.info}${token.markup}`;
    if (!line.startsWith(marker, markerAt)) notExact('list marker');
    const afterMarker = markerAt + marker.length;
    const spaces = /^ */.exec(line.slice(afterMarker))?.[0].length ?? 0;
    const blankStart = line.slice(afterMarker).trim() === '';
    const content = blankStart || spaces >= 5 ? afterMarker + 1 : afterMarker + spaces;
    const itemPrefix: Prefix = (at) => {
      if (at === first) return content;
      const text = this.source.line(at);
      const base = prefix(at);
      if (text.slice(base, content).trim() !== '') notExact('lazy line');
      return content;
    };
    const inner = this.read(index + 1, 'list_item_close', itemPrefix);
    const children = inner.nodes as BlockContent[];
    const markerEnd = blankStart ? this.source.lineEnd(first) : this.source.point(first, afterMarker);
    const node: ListItem = {
      type: 'listItem',
      spread: children.some((child, i) => i > 0 && this.blankBefore(this.lineOf(child), children[i - 1])),
      checked: null,
      children,
      position: { start: this.source.point(first, markerAt), end: this.endOf(children, markerEnd) },
    };
    taskCheck(node, first);
    return { node, next: inner.next };
  }

  private lineOf(node: { position?: { start: Point } | undefined }): number {
    return (node.position?.start.line ?? notExact('position')) - 1;
  }

  private leafDirective(token: Token, prefix: Prefix): Flow {
    const meta = token.meta as unknown as DirectiveMeta;
    const [line] = this.lines(token);
    const start = this.at(line, prefix);
    const children: PhrasingContent[] = [];
    if (meta.label !== undefined) {
      const labelAt = this.source.line(line).indexOf('[', start.column - 1);
      const labelTokens: Token[] = [];
      markdownItInline(meta.label, labelTokens);
      children.push(...convertInline(labelTokens, new InlineMapAt(this.source, meta.label, line, labelAt + 1)));
    }
    const node: LeafDirective = {
      type: 'leafDirective',
      name: meta.name,
      attributes: readAttributes(meta.attributes),
      children,
      position: { start, end: this.source.lineEnd(line) },
    };
    return node;
  }

  private directive(index: number, prefix: Prefix) {
    const token = this.token(index);
    const meta = token.meta as unknown as DirectiveMeta;
    const [first, after] = this.lines(token);
    if (!meta.closed) notExact('open directive');
    const start = this.at(first, prefix);
    const line = this.source.line(first);
    const children: Flow[] = [];
    if (meta.label !== undefined) {
      const labelAt = line.indexOf('[', start.column - 1);
      const map = new InlineMapAt(this.source, meta.label, first, labelAt + 1);
      const labelTokens: Token[] = [];
      markdownItInline(meta.label, labelTokens);
      children.push({
        type: 'paragraph',
        data: { directiveLabel: true },
        children: convertInline(labelTokens, map),
        position: {
          start: this.source.point(first, labelAt),
          end: this.source.point(first, labelAt + meta.label.length + 2),
        },
      } as Paragraph);
    }
    const inner = this.read(index + 1, 'container_directive_close', prefix);
    children.push(...inner.nodes);
    const node: ContainerDirective = {
      type: 'containerDirective',
      name: meta.name,
      attributes: readAttributes(meta.attributes),
      children: children as ContainerDirective['children'],
      position: { start, end: this.source.lineEnd(after - 1) },
    };
    return { node, next: inner.next };
  }
}

import { markdownIt } from './instance.js';

function markdownItInline(text: string, into: Token[]): void {
  const tokens = markdownIt().parseInline(text, {});
  into.push(...(tokens[0]?.children ?? []));
}

/** Inline text on one line from a known column. */
class InlineMapAt extends InlineMap {
  constructor(source: SourceLines, content: string, line: number, column: number) {
    if (content.includes('\n')) notExact('multi-line label');
    super(source, content, line, [column]);
  }
}

/** `key="value"` pairs only: ids, classes and unquoted values are left to micromark. */
function readAttributes(raw: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (raw === undefined) return attributes;
  const pair = /\s*([A-Za-z_][\w-]*)="([^"]*)"\s*/y;
  let at = 0;
  while (at < raw.length) {
    pair.lastIndex = at;
    const match = pair.exec(raw);
    if (!match?.[1]) notExact('attributes');
    attributes[match[1]] = match[2] ?? '';
    at = pair.lastIndex;
  }
  return attributes;
}

/** A GFM task item `[ ] text` / `[x] text`: the check leaves the first paragraph's text. */
function taskCheck(item: ListItem, firstLine: number): void {
  const paragraph = item.children[0];
  if (paragraph?.type !== 'paragraph' || paragraph.position?.start.line !== firstLine + 1) return;
  const head = paragraph.children[0];
  if (head?.type !== 'text') return;
  const match = /^\[([ xX])\]([ \t]*)/.exec(head.value);
  if (!match) return;
  const offset = head.position?.start.offset;
  if (match[2] !== ' ' || head.value.length === match[0].length || !head.position || offset === undefined)
    notExact('task check');
  item.checked = match[1] !== ' ';
  head.value = head.value.slice(match[0].length);
  const start = head.position.start;
  head.position.start = { line: start.line, column: start.column + 4, offset: offset + 4 };
  paragraph.position = { start: { ...head.position.start }, end: paragraph.position.end };
}

export type { Table, TableRow };
