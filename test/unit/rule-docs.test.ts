// Every rule the build can print has its section on the docs site's rules page (cause and fix),
// and the page describes no rule the source no longer has. The rules are read from the source: a
// `ruleId: '…'`, a rule name passed to a diagnostic helper, a rule constant, and the JSON files'
// `<prefix>-json`, `-depth` and `-schema`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleHelpCommand, ruleLinks, ruleSection } from '../../src/core/rule-docs.js';
import { docsRoot } from '../helpers/docs-site.js';
import { repoRoot } from '../helpers/sites.js';

/** Kebab-case names passed near a diagnostic helper that are not rules: SVG and CSP names, comments. */
const NOT_RULES = new Set([
  ...['clip-rule', 'dominant-baseline', 'fill-opacity', 'fill-rule', 'flood-color', 'flood-opacity'],
  ...['font-family', 'font-size', 'font-style', 'frame-ancestors', 'report-to', 'report-uri', 'video-fallback'],
  ...['highlight-end', 'highlight-next-line', 'highlight-start'],
]);
const DIAGNOSTIC_CALL = /\b(report|warn|warning|error|problem|push)\(|severity|ruleId/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(repoRoot, folder, file));
}

function rulesInSource(): Set<string> {
  const rules = new Set<string>();
  for (const file of sourceFiles('src')) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [, rule] of line.matchAll(/ruleId: [^,}]*?'([a-z][a-z0-9-]*)'/g)) rules.add(rule!);
      for (const [, rule] of line.matchAll(/_RULE = '([a-z][a-z0-9-]*)'/g)) rules.add(rule!);
      for (const [, prefix] of line.matchAll(/checkJsonSource\([^)]*'([a-z]+)'\)/g))
        for (const end of ['json', 'depth', 'schema']) rules.add(`${prefix}-${end}`);
      const window = lines.slice(Math.max(0, i - 6), i + 1).join('\n');
      if (!DIAGNOSTIC_CALL.test(window)) return;
      for (const [, rule] of line.matchAll(/(?:^\s*|, )'([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'\s*(?:,|\)|$)/g))
        if (!NOT_RULES.has(rule!)) rules.add(rule!);
    });
  }
  return rules;
}

const rulesPage = readFileSync(path.join(docsRoot, 'content/reference/rules.md'), 'utf8');
const documented = new Set([...rulesPage.matchAll(/^### ([a-z][a-z0-9-]*)$/gm)].map(([, rule]) => rule!));

describe('the rules page', () => {
  const inSource = rulesInSource();

  it('has a section for every rule the build can print', () => {
    expect(inSource.size).toBeGreaterThan(80);
    expect([...inSource].filter((rule) => !documented.has(rule)).sort()).toEqual([]);
  });

  it('describes no rule the source does not have', () => {
    expect([...documented].filter((rule) => !inSource.has(rule)).sort()).toEqual([]);
  });

  it('is what the printed problems point to, each rule once, after the problems', () => {
    const at = { file: 'content/a.md', line: 1, column: 1, message: 'x' };
    const lines = ruleLinks([
      { ...at, severity: 'error', ruleId: 'broken-link' },
      { ...at, severity: 'warning', ruleId: 'extra-h1' },
      { ...at, severity: 'error', ruleId: 'broken-link' },
    ]);
    expect(lines).toEqual([
      'helpdocs: npx helpdocs explain <rule> says what causes a rule and how to fix it (broken-link, extra-h1)',
    ]);
    expect(ruleHelpCommand('extra-h1')).toBe('npx helpdocs explain extra-h1');
    expect(ruleLinks([])).toEqual([]);
  });

  it("is what `helpdocs explain` prints: the rule's section, up to the next rule", () => {
    const section = ruleSection('broken-link');
    expect(section?.split('\n')[0]).toBe('### broken-link');
    expect(section).toContain('**Fix:**');
    expect(section).not.toContain('### broken-anchor');
    expect(ruleSection('no-such-rule')).toBeUndefined();
  });
});
