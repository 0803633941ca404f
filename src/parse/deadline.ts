// A per-doc parse deadline (enforced by within.ts): what a doc that missed it is reported as.
import type { Diagnostic, DocBody, SourceFile } from '../core/model.js';
import type { BodyResult } from './parse-body.js';

export { DEFAULT_PARSE_SECONDS } from '../core/limits.js';
export { within } from './within.js';

const EMPTY_BODY: DocBody = { html: '', headings: [], anchorIds: new Set(), links: [], sections: [] };

export const DEADLINE_RULE = 'parse-deadline';
/** From this length, a missed deadline is more likely the doc's size than something slow in it. */
const LONG_DOC = 1_000_000;

/** The error of a doc whose parse ran past the deadline: the build goes on without its page. */
export function overDeadline(source: SourceFile, ms: number): BodyResult {
  const seconds = Number((ms / 1000).toFixed(3));
  const bytes = Buffer.byteLength(source.text);
  const diagnostic: Diagnostic = {
    severity: 'error',
    file: source.path,
    line: 1,
    column: 1,
    message: `Parsing this doc took longer than ${seconds} s (limits.parseSeconds), so it was stopped`,
    ruleId: DEADLINE_RULE,
    hint:
      bytes >= LONG_DOC
        ? `the doc has ${(bytes / 1_000_000).toFixed(1)} MB of text, which can take longer than ` +
          `${seconds} s even when nothing in it is slow: raise limits.parseSeconds, or split the doc up`
        : 'split the doc up or simplify what is slow to parse (long runs of * _ [ `); or raise limits.parseSeconds',
  };
  return { body: EMPTY_BODY, diagnostics: [diagnostic] };
}
