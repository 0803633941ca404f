// The options a writer puts after a fence's language, in Docusaurus's syntax:
// ```js title="app.js" {1,4-6} showLineNumbers=5
import { parseLineRanges } from './line-ranges.js';

export interface FenceMeta {
  title?: string;
  /** Lines (1-based, after highlight comments are removed) to highlight. */
  highlighted: Set<number>;
  /** Number of the first line when line numbers are shown. */
  firstLineNumber?: number;
}

export interface MetaProblem {
  message: string;
  ruleId: string;
  hint?: string;
  oncePerBuild?: string;
}

export const KNOWN_OPTIONS_HINT = 'known options: title="…", {1,4-6}, showLineNumbers, showLineNumbers=5';

const TOKEN = /\{([^}]*)\}|([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?|(\S+)/g;

export function parseFenceMeta(meta: string | null | undefined): { meta: FenceMeta; problems: MetaProblem[] } {
  const result: FenceMeta = { highlighted: new Set() };
  const problems: MetaProblem[] = [];
  // After a title's open quote with no close: its words are the broken title, not options.
  let inBrokenTitle = false;
  for (const match of (meta ?? '').matchAll(TOKEN)) {
    const [token, ranges, key, double, single, bare] = match;
    const value = double ?? single ?? bare;
    if (inBrokenTitle && ranges === undefined) continue;
    if (ranges !== undefined) {
      const parsed = parseLineRanges(ranges);
      for (const line of parsed.lines) result.highlighted.add(line);
      if (parsed.invalid.length > 0) {
        problems.push({
          message: `Line range "{${ranges}}" has parts that are not lines or ranges: ${parsed.invalid.join(', ')}`,
          ruleId: 'code-line-range',
          hint: 'write lines like {1,4-6}',
        });
      }
    } else if (key === 'title' && bare === undefined && value !== undefined) {
      result.title = value;
    } else if (key === 'title') {
      // Docusaurus reads a title only between quotes (codeBlockTitleRegex): `title=app.js` or `title="a b` gives none.
      const unclosed = /^["']/.test(bare ?? '');
      problems.push({
        message: `Code-fence option "${token}" has ${unclosed ? 'no closing quote' : 'no quotes'}: no title is shown`,
        ruleId: 'unknown-code-option',
        hint: 'write title="…"',
      });
      inBrokenTitle = unclosed;
    } else if (key === 'showLineNumbers' && (value === undefined || /^\d+$/.test(value))) {
      result.firstLineNumber = value === undefined ? 1 : Number(value);
    } else {
      problems.push({
        message: `Unknown code-fence option "${token}" is ignored (said once, at its first fence)`,
        ruleId: 'unknown-code-option',
        // A site's remark plugin may read it on every fence (docusaurus-remark-plugin-tab-blocks's `tab`).
        oncePerBuild: `unknown-code-option:${token}`,
        hint: KNOWN_OPTIONS_HINT,
      });
    }
  }
  return { meta: result, problems };
}
