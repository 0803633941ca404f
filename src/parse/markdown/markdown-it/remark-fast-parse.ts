// The fast path as a unified parser plugin: a doc the scan accepts is tokenized by markdown-it and
// converted to the tree remark-parse would give; any other doc (or one the converter declines) goes
// to the parser before it (remark-parse with the chain's extensions), so later plugins see no change.
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { MarkdownPlugins } from '../../../core/config.js';
import { type FastPathOptions, fastPathDecline } from './eligibility.js';
import { parseFast } from './parse.js';
import { MicromarkNotLoaded } from '../micromark/load.js';

export type ParsePath = 'markdown-it' | 'micromark';

declare module 'vfile' {
  interface DataMap {
    /** Which parser read the doc (`--profile` counts them). */
    parsedBy: ParsePath;
  }
}

/** The fast path stays off when asked, or when the site's remark plugins may add syntax only micromark reads. */
export function fastPathOn(options: { markdownIt?: boolean; plugins?: MarkdownPlugins }): boolean {
  return options.markdownIt !== false && (options.plugins?.remarkPlugins.length ?? 0) === 0;
}

export interface RemarkFastParseOptions extends FastPathOptions {
  /** Off when the site's plugins may add syntax that only micromark would read. */
  enabled?: boolean;
}

/**
 * Wraps the chain's parser: add it after remark-parse and before the syntax extensions are used. A
 * chain made before micromark is loaded has no parser before it: a doc the fast path declines then
 * throws MicromarkNotLoaded.
 */
export function remarkFastParse(this: Processor, options: RemarkFastParseOptions = {}) {
  const parse =
    this.parser ??
    (() => {
      throw new MicromarkNotLoaded();
    });
  const enabled = options.enabled !== false;
  this.parser = (text, file) => {
    const tree = enabled && fastPathDecline(text, options) === undefined ? parseFast(text) : undefined;
    file.data.parsedBy = tree ? 'markdown-it' : 'micromark';
    return tree ?? (parse(text, file) as Root);
  };
}
