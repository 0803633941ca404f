// The cheap look at a doc's text before parsing: whether the fast path reproduces micromark's tree for
// it. Anything it might read differently goes to micromark; the converter also declines (NotExact).
import { fenceReader } from '../../../core/fences.js';
import { DIRECTIVE_OPENING, LEAF_DIRECTIVE } from './instance.js';
import { FRONT_MATTER } from './parse.js';

export interface FastPathOptions {
  /** `$…$` math is on: a `$` sends the doc to micromark. */
  math?: boolean | undefined;
  /**
   * The doc is MDX: only Markdown that MDX reads as CommonMark does takes the fast path (no JSX, HTML
   * or autolinks, no expressions, no ESM, no indented code, which MDX turns off).
   */
  mdx?: boolean | undefined;
}

const MDX_DECLINES: readonly [string, RegExp][] = [
  ['MDX: JSX, HTML, an autolink or an expression', /[<>{}]/],
  ['MDX: import or export', /^(?:import|export)\b/m],
  // Unwrapped before MDX reads the doc (mdx/mdx-code-blocks.ts).
  ['MDX: mdx-code-block', /mdx-code-block/],
];

/** What in a text sends it to micromark, the first reason found. */
const DECLINES: readonly [string, RegExp][] = [
  // Tabs change columns; a lone CR or NUL is read differently.
  ['tab, CR or NUL', /[\t\r\0]/],
  // Definitions and footnotes: markdown-it resolves and drops them.
  ['definition or footnote', /\]:|\[\^/],
];

/** The same in text outside code (the converter checks every text node again). */
const DECLINES_IN_TEXT: readonly [string, RegExp][] = [
  // A text directive (`:name`); a clock time's `:35` is one too, which the converter makes.
  ['text directive', /(?:^|[^:\d]):\w|\d:\d+[^\d\s.,;!?)"']/m],
  // GFM literal autolinks and `~` strikethrough, which markdown-it reads otherwise or not at all.
  ['e-mail', /@|(?:mailto|xmpp):/i],
  ['tilde', /~/],
];

/** A URL's start inside a link's destination `](…` or an autolink `<…`, which no literal autolink takes. */
const IN_DESTINATION = /(\]\(|<)[^\s()<>]*$/;

/** `undefined` when the doc may take the fast path, else why not. */
export function fastPathDecline(text: string, options: FastPathOptions = {}): string | undefined {
  if (options.math && text.includes('$')) return 'math';
  for (const [reason, pattern] of DECLINES) if (pattern.test(text)) return reason;
  if (options.mdx) for (const [reason, pattern] of MDX_DECLINES) if (pattern.test(text)) return reason;
  // Indented code, or a line that could be it: MDX reads it as a paragraph.
  if (options.mdx && /^ {4,}\S/m.test(withoutFences(text.replace(FRONT_MATTER, '')))) return 'MDX: indented line';
  const prose = withoutCode(text);
  for (const [reason, pattern] of DECLINES_IN_TEXT) if (pattern.test(prose)) return reason;
  for (const match of prose.matchAll(/www\.|:\/\//gi)) {
    const before = prose.slice(prose.lastIndexOf('\n', match.index) + 1, match.index);
    const opener = IN_DESTINATION.exec(before)?.[1];
    if (opener === undefined) return 'bare URL';
    if (opener === '<' && !/^[^\s<>]*>/.test(prose.slice(match.index))) return 'bare URL';
  }
  if (text.includes(':::')) {
    const decline = directiveDecline(text);
    if (decline) return decline;
  }
  if (/^[ \t]*::[A-Za-z]/m.test(text)) return leafDecline(text);
  return undefined;
}

function withoutFences(text: string): string {
  if (!text.includes('```') && !text.includes('~~~')) return text;
  const readFence = fenceReader();
  return text
    .split('\n')
    .map((line) => (readFence(line) === 'text' ? line : ''))
    .join('\n');
}

/** The text without fenced code and code spans, roughly: only a first look. */
function withoutCode(text: string): string {
  if (!text.includes('`') && !text.includes('~~~')) return text;
  return withoutFences(text).replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');
}

/** A leaf directive is read when it is a plain line of its own (not indented, `key="value"` attributes). */
function leafDecline(text: string): string | undefined {
  for (const line of withoutFences(text).split('\n'))
    if (/^[ \t]*::[A-Za-z]/.test(line) && !LEAF_DIRECTIVE.test(line)) return 'leaf directive syntax';
  return undefined;
}

/** Container directives are read when each fence line is plain and outside code and indentation. */
function directiveDecline(text: string): string | undefined {
  const readFence = fenceReader();
  for (const line of text.split('\n')) {
    const kind = readFence(line);
    if (!line.includes(':::')) continue;
    if (kind !== 'text') return 'directive fence in code';
    if (!line.startsWith(':::') && /^\s*:::/.test(line)) return 'indented directive';
    if (line.startsWith(':::') && !DIRECTIVE_OPENING.test(line) && !/^:{3,}[ ]*$/.test(line)) return 'directive syntax';
  }
  return undefined;
}
