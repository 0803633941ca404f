// markdown-it's inline tokens → mdast phrasing nodes, with micromark's positions. markdown-it keeps
// no positions: a cursor walks the token's source text beside the tokens and checks each one is there.
import type { Token } from 'markdown-it';
import type { Link, Nodes, Parents, PhrasingContent, Text } from 'mdast';
import type { Point } from 'unist';
import { toString as textOf } from 'mdast-util-to-string';
import { markdownIt } from './instance.js';
import { type InlineMap, notExact } from './source-map.js';

type Phrasing = PhrasingContent & { children?: PhrasingContent[] };

class Cursor {
  offset = 0;
  /** Where code spans are in the text, from the first backtick to the last. */
  readonly code: [number, number][] = [];
  constructor(readonly map: InlineMap) {}
  get text(): string {
    return this.map.content;
  }
  expect(raw: string): void {
    if (!this.text.startsWith(raw, this.offset)) notExact(`expected ${JSON.stringify(raw)}`);
    this.offset += raw.length;
  }
}

/** The phrasing nodes of `tokens` (an inline token's children), read from `map`'s text from `from`. */
export function convertInline(tokens: readonly Token[], map: InlineMap, from = 0): PhrasingContent[] {
  const cursor = new Cursor(map);
  cursor.offset = from;
  const children = readPhrasing(tokens, 0, cursor, undefined).children;
  // Code spans hold no delimiters: masked with backticks, which flank like the span's own.
  if (hasBothFlankingRun(masked(map.content, cursor.code))) notExact('delimiter run that may both open and close');
  if (cursor.offset !== map.content.length && from === 0) notExact('inline text left over');
  return children;
}

function masked(text: string, spans: readonly [number, number][]): string {
  if (spans.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    parts.push(text.slice(at, start), '`'.repeat(end - start));
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

const PUNCTUATION = /[\p{P}\p{S}]/u;

/**
 * A `*` run (or a `_` run between punctuation) that can both open and close emphasis, beside runs of
 * other lengths: there the "multiple of 3" rule applies, which markdown-it and micromark read
 * differently (with runs all of one length it never applies).
 */
function hasBothFlankingRun(text: string): boolean {
  for (const marker of ['*', '_'] as const) {
    const runs = [...text.matchAll(marker === '*' ? /\*+/g : /_+/g)];
    if (new Set(runs.map((run) => run[0].length)).size < 2) continue;
    for (const run of runs) {
      const before = text[run.index - 1] ?? ' ';
      const after = text[run.index + run[0].length] ?? ' ';
      if (/\s/.test(before) || /\s/.test(after)) continue;
      const punctuation = PUNCTUATION.test(before);
      if (punctuation === PUNCTUATION.test(after) && (marker === '*' || punctuation)) return true;
    }
  }
  return false;
}

interface Read {
  children: PhrasingContent[];
  next: number;
}

function readPhrasing(tokens: readonly Token[], start: number, cursor: Cursor, close: string | undefined): Read {
  const children: PhrasingContent[] = [];
  let text: Text | undefined;
  const addText = (value: string, rawLength: number): Text => {
    const startPoint = cursor.map.point(cursor.offset);
    cursor.offset += rawLength;
    const end = cursor.map.point(cursor.offset);
    if (text?.position) {
      text.value += value;
      text.position.end = end;
    } else {
      text = { type: 'text', value, position: { start: startPoint, end } };
      children.push(text);
    }
    return text;
  };
  let index = start;
  for (; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (close !== undefined && token.type === close) {
      checkTexts(children);
      return { children, next: index };
    }
    if (token.type === 'text') {
      // Emphasis leaves an empty text where its delimiters were.
      if (token.content === '') continue;
      if (!cursor.text.startsWith(token.content, cursor.offset)) notExact('text not at its place');
      let rest = token.content;
      // The character after the token decides too (`_14:35_` holds no directive: `_` may continue a name).
      const after = cursor.text[cursor.offset + token.content.length] ?? '\n';
      for (const time of `${token.content}${after}`.matchAll(CLOCK_TIME)) {
        const before = rest.slice(0, rest.length - (token.content.length - time.index));
        if (before !== '') addText(before, before.length);
        const start = cursor.map.point(cursor.offset);
        cursor.offset += time[0].length;
        children.push(textDirective(time[0].slice(1), start, cursor.map.point(cursor.offset)));
        text = undefined;
        rest = token.content.slice(time.index + time[0].length);
      }
      if (rest !== '') addText(rest, rest.length);
      continue;
    }
    if (token.type === 'text_special') {
      if (!cursor.text.startsWith(token.markup, cursor.offset)) notExact('escape not at its place');
      addText(token.content, token.markup.length);
      continue;
    }
    if (token.type === 'softbreak') {
      const match = /^( *\n)( *)/.exec(cursor.text.slice(cursor.offset));
      if (!match?.[1]) notExact('line ending');
      // After code, a link or emphasis the line ending starts a text; spaces before it belong to none.
      if (!text) cursor.offset += match[1].length - 1;
      const joined = addText('\n', text ? match[1].length : 1);
      // Until more text joins it, the text ends at the start of the next line, before any prefix.
      const next = cursor.map.point(cursor.offset);
      if (joined.position)
        joined.position.end = { line: next.line, column: 1, offset: (next.offset ?? 0) - next.column + 1 };
      cursor.offset += match[2]?.length ?? 0;
      continue;
    }
    text = undefined;
    const node = readNode(tokens, index, cursor);
    children.push(node.node);
    index = node.next;
  }
  if (close !== undefined) notExact(`no ${close}`);
  checkTexts(children);
  return { children, next: index };
}

/**
 * The minutes of a clock time (`14:35`), which remark-directive reads as a text directive `:35`:
 * digits after a colon that is not the text's first character nor after another colon, followed by
 * a space or punctuation that ends a directive's name.
 */
const CLOCK_TIME = /(?<=[^:]):\d+(?=[\s.,;!?)"'])/g;

function textDirective(name: string, start: Point, end: Point): PhrasingContent {
  const node = { type: 'textDirective', name, attributes: {}, children: [], position: { start, end } };
  return node as PhrasingContent;
}

/**
 * Text micromark could read as something else: a GFM literal autolink (`www.`, `://`, an e-mail's `@`),
 * a `~` strikethrough, or a text directive (`:name`, also the `:35` of `14:35`).
 */
const OTHER_IN_MICROMARK = /[@~]|www\.|:[\w/]/i;

function checkTexts(children: readonly PhrasingContent[]): void {
  for (const child of children) {
    if (child.type !== 'text') continue;
    if (OTHER_IN_MICROMARK.test(child.value)) notExact('text micromark may read otherwise');
    // After a backtick that opens no code, micromark's text takes in the next line's prefix.
    if (child.value.endsWith('\n') && child.value.includes('`')) notExact('line ending after a backtick');
  }
}

const PAIRS: Record<string, { type: 'emphasis' | 'strong' | 'delete'; close: string }> = {
  em_open: { type: 'emphasis', close: 'em_close' },
  strong_open: { type: 'strong', close: 'strong_close' },
  s_open: { type: 'delete', close: 's_close' },
};

function readNode(tokens: readonly Token[], index: number, cursor: Cursor): { node: Phrasing; next: number } {
  const token = tokens[index] as Token;
  const start = cursor.map.point(cursor.offset);
  const ended = <Node extends Phrasing>(node: Node, next: number) => {
    node.position = { start, end: cursor.map.point(cursor.offset) };
    return { node, next };
  };
  const pair = PAIRS[token.type];
  if (pair) {
    cursor.expect(token.markup);
    const inner = readPhrasing(tokens, index + 1, cursor, pair.close);
    cursor.expect((tokens[inner.next] as Token).markup);
    return ended({ type: pair.type, children: inner.children } as Phrasing, inner.next);
  }
  switch (token.type) {
    case 'code_inline':
      return ended({ type: 'inlineCode', value: readCode(cursor, token) }, index);
    case 'html_inline':
      cursor.expect(token.content);
      return ended({ type: 'html', value: token.content }, index);
    case 'hardbreak': {
      const match = /^(?: {2,}|\\)\n/.exec(cursor.text.slice(cursor.offset));
      if (!match) notExact('hard break');
      cursor.offset += match[0].length - 1;
      const end = cursor.map.point(cursor.offset);
      const next = { line: end.line + 1, column: 1, offset: (end.offset ?? 0) + 1 };
      const node = { type: 'break', position: { start, end: next } } as const;
      cursor.offset += 1;
      cursor.offset += (/^ */.exec(cursor.text.slice(cursor.offset))?.[0] ?? '').length;
      return { node, next: index };
    }
    case 'link_open':
      return token.markup === 'autolink' ? readAutolink(tokens, index, cursor) : readLink(tokens, index, cursor);
    case 'image': {
      cursor.expect('![');
      const alt = readPhrasing(token.children ?? [], 0, cursor, undefined).children;
      const destination = readDestination(cursor, String(token.attrGet('src') ?? ''));
      const node = { type: 'image', title: destination.title, url: destination.url, alt: textOf(alt) } as const;
      return ended({ ...node }, index);
    }
    default:
      return notExact(`inline token ${token.type}`);
  }
}

function readCode(cursor: Cursor, token: Token): string {
  const start = cursor.offset;
  cursor.expect(token.markup);
  const fence = token.markup;
  let at = cursor.offset;
  for (;;) {
    at = cursor.text.indexOf(fence, at);
    if (at < 0) notExact('code end');
    const after = cursor.text[at + fence.length];
    if (after !== '`') break;
    while (cursor.text[at] === '`') at++;
  }
  const raw = cursor.text.slice(cursor.offset, at);
  cursor.offset = at + fence.length;
  cursor.code.push([start, cursor.offset]);
  // markdown-it turns line endings into spaces; mdast keeps them.
  const spaced = raw.replace(/\n/g, ' ');
  if (spaced === token.content) return raw;
  if (spaced.length > 2 && spaced.slice(1, -1) === token.content) return raw.slice(1, -1);
  return notExact('code');
}

function readAutolink(tokens: readonly Token[], index: number, cursor: Cursor) {
  const start = cursor.map.point(cursor.offset);
  const endAt = cursor.text.indexOf('>', cursor.offset);
  if (cursor.text[cursor.offset] !== '<' || endAt < 0) notExact('autolink');
  const raw = cursor.text.slice(cursor.offset + 1, endAt);
  const textStart = cursor.map.point(cursor.offset + 1);
  const textEnd = cursor.map.point(endAt);
  cursor.offset = endAt + 1;
  let next = index + 1;
  while (tokens[next] && (tokens[next] as Token).type !== 'link_close') next++;
  const url = (tokens[index] as Token).info === 'auto' && !/^[a-z][a-z0-9+.-]*:/i.test(raw) ? `mailto:${raw}` : raw;
  const node: Link = {
    type: 'link',
    title: null,
    url,
    children: [{ type: 'text', value: raw, position: { start: textStart, end: textEnd } }],
    position: { start, end: cursor.map.point(cursor.offset) },
  };
  return { node, next };
}

function readLink(tokens: readonly Token[], index: number, cursor: Cursor) {
  const start = cursor.map.point(cursor.offset);
  cursor.expect('[');
  const inner = readPhrasing(tokens, index + 1, cursor, 'link_close');
  const destination = readDestination(cursor, String((tokens[index] as Token).attrGet('href') ?? ''));
  const node: Link = {
    type: 'link',
    title: destination.title,
    url: destination.url,
    children: inner.children,
    position: { start, end: cursor.map.point(cursor.offset) },
  };
  return { node, next: inner.next };
}

/** `](destination "title")` after a link's or image's text, read as micromark decodes it. */
function readDestination(cursor: Cursor, normalized: string): { url: string; title: string | null } {
  const text = cursor.text;
  cursor.expect('](');
  let at = cursor.offset;
  const skipSpace = () => {
    while (text[at] === ' ' || text[at] === '\n') at++;
  };
  skipSpace();
  let rawUrl: string;
  if (text[at] === '<') {
    const end = text.indexOf('>', at);
    if (end < 0) notExact('destination');
    rawUrl = text.slice(at + 1, end);
    if (/[\n<\\]/.test(rawUrl)) notExact('destination');
    at = end + 1;
  } else {
    const from = at;
    let depth = 0;
    while (at < text.length && !/[\s]/.test(text[at] as string)) {
      const char = text[at];
      if (char === '\\') at++;
      else if (char === '(') depth++;
      else if (char === ')') {
        if (depth === 0) break;
        depth--;
      }
      at++;
    }
    rawUrl = text.slice(from, at);
  }
  const utils = markdownIt().utils;
  const url = utils.unescapeAll(rawUrl);
  if (markdownIt().normalizeLink(url) !== normalized) notExact('destination differs');
  skipSpace();
  let title: string | null = null;
  const opener = text[at];
  if (opener === '"' || opener === "'" || opener === '(') {
    const closer = opener === '(' ? ')' : opener;
    const from = at + 1;
    at = from;
    while (at < text.length && text[at] !== closer) at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) notExact('title');
    title = utils.unescapeAll(text.slice(from, at));
    at++;
    skipSpace();
  }
  if (text[at] !== ')') notExact('link end');
  cursor.offset = at + 1;
  return { url, title };
}

export type { Nodes, Parents };
