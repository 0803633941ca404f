import type { Processor } from 'unified';
import { isAdmonitionName } from './remark-admonitions.js';

const LEGACY_TITLE = /^(\s{0,3}:{3,})([A-Za-z]+)[ \t]+([^\s[{].*?)[ \t]*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * Docusaurus's older admonition title, `:::tip Legacy title`, is not directive syntax (the title
 * would print raw): rewritten to `:::tip[Legacy title]` before parsing, outside code fences. The
 * rewritten text becomes the file's value, so offsets into it stay true.
 */
export function rewriteLegacyTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | undefined;
  let changed = false;
  const lines = markdown.split('\n').map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined;
      return line;
    }
    const match = fence === undefined ? LEGACY_TITLE.exec(line) : null;
    if (!match?.[2] || !isAdmonitionName(match[2])) return line;
    changed = true;
    return `${match[1]}${match[2]}[${(match[3] ?? '').replace(/[[\]]/g, '\\$&')}]`;
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
