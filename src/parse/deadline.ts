// A per-doc parse deadline (enforced by within.ts): what a doc that missed it is reported as.
import type { Diagnostic, DocBody, SourceFile } from '../core/model.js';
import type { BodyResult } from './parse-body.js';

export { DEFAULT_PARSE_SECONDS } from '../core/config.js';
export { within } from './within.js';

const EMPTY_BODY: DocBody = { html: '', headings: [], anchorIds: new Set(), links: [], sections: [] };

export const DEADLINE_RULE = 'parse-deadline';

/** The error of a doc whose parse ran past the deadline: the build goes on without its page. */
export function overDeadline(source: SourceFile, ms: number): BodyResult {
  const seconds = Number((ms / 1000).toFixed(3));
  const diagnostic: Diagnostic = {
    severity: 'error',
    file: source.path,
    line: 1,
    column: 1,
    message: `Parsing this doc took longer than ${seconds} s (limits.parseSeconds), so it was stopped`,
    ruleId: DEADLINE_RULE,
    hint: 'split the doc up or simplify what is slow to parse (long runs of * _ [ `); or raise limits.parseSeconds',
  };
  return { body: EMPTY_BODY, diagnostics: [diagnostic] };
}
