// Where helpdocs's own documentation is published, and the page of each rule the build prints, so
// that a printed warning or error links to what causes it and how to fix it.
import type { Diagnostic } from './model.js';

export const DOCS_SITE_URL = 'https://helpdocs.example';

/** The rules page's section for `ruleId` (its heading is the rule's name). */
export const ruleDocsUrl = (ruleId: string): string => `${DOCS_SITE_URL}/reference/rules/#${ruleId}`;

/** After the problems: each rule they name, once, with the address of its cause and fix. */
export function ruleLinks(printed: readonly Diagnostic[]): string[] {
  const rules = [...new Set(printed.map((d) => d.ruleId))].sort();
  if (rules.length === 0) return [];
  const width = Math.max(...rules.map((rule) => rule.length));
  return [
    'helpdocs: what each rule means and how to fix it:',
    ...rules.map((rule) => `  ${rule.padEnd(width)}  ${ruleDocsUrl(rule)}`),
  ];
}
