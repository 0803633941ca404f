// Each rule the build prints has a section on the docs site's rules page (docs/content/reference/rules.md),
// shipped in the package: `helpdocs explain <rule>` prints it, offline, and the build says so after its problems.
import { existsSync, readFileSync } from 'node:fs';
import type { Diagnostic } from './model.js';

/** The command that prints what causes `ruleId` and how to fix it. */
export const ruleHelpCommand = (ruleId: string): string => `npx helpdocs explain ${ruleId}`;

/**
 * After the problems, one line: the command that explains a rule, and the rules printed. One line, so
 * no line but a problem's ends in a rule's name (what scripts reading the output look for).
 */
export function ruleLinks(printed: readonly Diagnostic[]): string[] {
  const rules = [...new Set(printed.map((d) => d.ruleId))].sort();
  if (rules.length === 0) return [];
  return [`helpdocs: ${ruleHelpCommand('<rule>')} says what causes a rule and how to fix it (${rules.join(', ')})`];
}

/** The rules page, in the package beside dist/ (this module is in dist/, or in src/core/ when run from source). */
function rulesPage(): string {
  const candidates = ['../', '../../'].map((up) => new URL(`${up}docs/content/reference/rules.md`, import.meta.url));
  const found = candidates.find((url) => existsSync(url));
  return readFileSync(found ?? (candidates[0] as URL), 'utf8');
}

/** The rule's section of the rules page (from its `### rule` heading to the next heading), or undefined. */
export function ruleSection(ruleId: string, page = rulesPage()): string | undefined {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.trim() === `### ${ruleId}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && /^#{1,3} /.test(line));
  return lines
    .slice(start, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}
