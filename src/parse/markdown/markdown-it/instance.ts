// The markdown-it tokenizer of the fast path: CommonMark with GFM tables and strikethrough, and the
// container directives (`:::name[label]{attrs}`) helpdocs's admonitions and cards are written with.
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as MarkdownItInstance, StateBlock } from 'markdown-it';

/** An opening fence the scan accepts: a name, an optional label, optional `key="value"` attributes. */
export const DIRECTIVE_OPENING = /^(:{3,})([A-Za-z][\w-]*)(?:\[([^\]\\[`]*)\])?(?:\{([^}\\&]*)\})?[ \t]*$/;
const DIRECTIVE_CLOSING = /^(:{3,})[ \t]*$/;
/** A leaf directive the scan accepts (`::video{name="…" title="…"}`): a line of its own. */
export const LEAF_DIRECTIVE = /^::([A-Za-z][\w-]*)(?:\[([^\]\\[`]*)\])?(?:\{([^}\\&]*)\})?[ \t]*$/;

export interface DirectiveMeta {
  name: string;
  label: string | undefined;
  attributes: string | undefined;
  /** Whether a closing fence ends it (else the container or the doc does). */
  closed: boolean;
}

/** One instance per thread: markdown-it keeps no state between parses. */
let instance: MarkdownItInstance | undefined;

export function markdownIt(): MarkdownItInstance {
  if (instance) return instance;
  // The preset stops nesting at 20 levels and drops what is deeper; helpdocs refuses docs nested over
  // 100 levels before parsing (nesting.ts), so every level it accepts is read.
  instance = new MarkdownIt('commonmark', { html: true, maxNesting: 1000 });
  instance.enable(['table', 'strikethrough']);
  // Entities and escapes stay tokens of their own: the converter needs their source length.
  instance.core.ruler.disable('text_join');
  instance.block.ruler.before('fence', 'container_directive', containerDirective, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  instance.block.ruler.before('fence', 'leaf_directive', leafDirective, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  return instance;
}

function leafDirective(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const leaf = LEAF_DIRECTIVE.exec(lineText(state, startLine));
  if (!leaf?.[1]) return false;
  if (silent) return true;
  const token = state.push('leaf_directive', 'div', 0);
  token.map = [startLine, startLine + 1];
  token.meta = { name: leaf[1], label: leaf[2], attributes: leaf[3], closed: true } satisfies DirectiveMeta;
  state.line = startLine + 1;
  return true;
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice((state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0), state.eMarks[line]);
}

function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const opening = DIRECTIVE_OPENING.exec(lineText(state, startLine));
  if (!opening?.[1] || !opening[2]) return false;
  if (silent) return true;
  // As in micromark, the outer container looks for its closing fence first: any fence at least as
  // long as its own closes it, also one meant for a container inside (which then stays open).
  const length = opening[1].length;
  let line = startLine + 1;
  let closed = false;
  for (; line < endLine; line++) {
    const indent = state.sCount[line] ?? 0;
    const text = lineText(state, line);
    if (text !== '' && indent < state.blkIndent) break;
    if (indent - state.blkIndent >= 4) continue;
    const closing = DIRECTIVE_CLOSING.exec(text);
    if (closing?.[1] && closing[1].length >= length) {
      closed = true;
      break;
    }
  }
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container' as typeof state.parentType;
  state.lineMax = line;
  const token = state.push('container_directive_open', 'div', 1);
  token.map = [startLine, closed ? line + 1 : line];
  token.meta = {
    name: opening[2],
    label: opening[3],
    attributes: opening[4],
    closed,
  } satisfies DirectiveMeta;
  state.md.block.tokenize(state, startLine + 1, line);
  state.push('container_directive_close', 'div', -1);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.line = closed ? line + 1 : line;
  return true;
}
