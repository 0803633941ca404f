// The per-site line, the summary and the Markdown table of a compatibility run.
import type { SiteReport } from './site-report.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function topWarnings(warnings: Record<string, number>, n = 4): string {
  const entries = Object.entries(warnings).slice(0, n);
  return entries.length === 0 ? '—' : entries.map(([rule, count]) => `${rule} ${count}`).join(', ');
}

function exitText(r: SiteReport): string {
  return r.timedOut ? 'timeout' : String(r.exitCode);
}

export function siteLine(r: SiteReport): string {
  const errors = r.firstErrors.length > 0 ? ` · first errors: ${r.firstErrors.join(' | ')}` : '';
  const failure = r.failure ? ` · ${r.failure}` : '';
  return (
    `${r.name}: exit ${exitText(r)} · ${seconds(r.wallMs)} · docs ${r.docs.present}/${r.docs.expected} · ` +
    `routes ${r.routes.present}/${r.routes.expected} (helpdocs counted ${r.helpdocsPages ?? '?'} pages) · ` +
    `dead links ${r.deadLinks.count} (${r.deadLinks.targets} targets${deadInBoth(r)}) · ` +
    `text >10 % ${r.text.differing}/${r.text.compared} · errors ${r.errors} · warnings ${topWarnings(r.warnings)}` +
    failure +
    errors
  );
}

/** Links dead in Docusaurus's build too, said beside the count (not in it). */
const deadInBoth = (r: SiteReport) =>
  r.deadLinks.deadInReference ? `; ${r.deadLinks.deadInReference} dead in Docusaurus's too` : '';

export function summaryLines(reports: readonly SiteReport[]): string[] {
  const sum = (f: (r: SiteReport) => number) => reports.reduce((total, r) => total + f(r), 0);
  const rules: Record<string, number> = {};
  for (const r of reports) for (const [rule, n] of Object.entries(r.warnings)) rules[rule] = (rules[rule] ?? 0) + n;
  const sortedRules = Object.entries(rules).sort((a, b) => b[1] - a[1]);
  return [
    `sites: ${reports.length}, exit 0: ${reports.filter((r) => r.exitCode === 0).length}, ` +
      `failed to build: ${reports.filter((r) => r.failure).length}`,
    `doc routes: ${sum((r) => r.docs.present)}/${sum((r) => r.docs.expected)} · ` +
      `all routes: ${sum((r) => r.routes.present)}/${sum((r) => r.routes.expected)}`,
    `dead internal links: ${sum((r) => r.deadLinks.count)} · pages whose text differs >10 %: ` +
      `${sum((r) => r.text.differing)}/${sum((r) => r.text.compared)}`,
    `warnings by rule: ${sortedRules.map(([rule, n]) => `${rule} ${n}`).join(', ') || '—'}`,
  ];
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdownTable(reports: readonly SiteReport[]): string {
  const rows = [
    '| site | exit | time | doc routes | all routes | helpdocs pages | dead links | text >10 % | errors | ' +
      'top warnings |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of reports) {
    rows.push(
      `| ${cell(r.name)} | ${exitText(r)} | ${seconds(r.wallMs)} | ${r.docs.present}/${r.docs.expected} | ` +
        `${r.routes.present}/${r.routes.expected} | ${r.helpdocsPages ?? '?'} | ` +
        `${r.deadLinks.count}${deadInBoth(r)} | ` +
        `${r.text.differing}/${r.text.compared} | ` +
        `${r.errors} | ${cell(topWarnings(r.warnings, 3))} |`,
    );
  }
  return rows.join('\n');
}
