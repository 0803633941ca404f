import type { Processor } from 'unified';
import { fenceReader } from '../../core/fences.js';
import { isAdmonitionName } from './remark-admonitions.js';

// A CRLF file's lines keep their `\r`, which `.` does not match: kept after the rewritten title.
const LEGACY_TITLE = /^([ \t]{0,3}:{3,})([A-Za-z]+)[ \t]+([^\s[{][^\r]*?)[ \t]*(\r?)$/;

/**
 * Docusaurus's older admonition title, `:::tip Legacy title`, is not directive syntax (the title
 * would print raw): rewritten to `:::tip[Legacy title]` before parsing, outside code fences. The
 * rewritten text becomes the file's value, so offsets into it stay true.
 */
export function rewriteLegacyTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  const readFence = fenceReader();
  let changed = false;
  const lines = markdown.split('\n').map((line) => {
    const match = readFence(line) === 'text' ? LEGACY_TITLE.exec(line) : null;
    if (!match?.[2] || !isAdmonitionName(match[2])) return line;
    changed = true;
    return `${match[1]}${match[2]}[${(match[3] ?? '').replace(/[[\]]/g, '\\$&')}]${match[4] ?? ''}`;
  });
  return changed ? lines.join('\n') : markdown;
}

/** Wraps the parser of the chain (after remark-parse) with rewriteLegacyTitles. */
export function remarkLegacyAdmonitionTitles(this: Processor) {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (text, file) => {
    const rewritten = rewriteLegacyTitles(text);
    if (rewritten !== text) file.value = rewritten;
    return parse(rewritten, file);
  };
}
