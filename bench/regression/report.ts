// The comparison with the last committed run, as printed after `npm run bench` and in bench/RESULTS.md.
import { type Baseline, FIGURES_FILE } from './baseline.js';
import { type ComparedFigure, compareFigures, REGRESSION_SHARE } from './compare.js';
import type { Figure, Unit } from './figure.js';

export interface Comparison {
  readonly baseline: Baseline;
  /** This run's machine, to say when the baseline's was another. */
  readonly machine: string;
  /** Empty unless the baseline was found. */
  readonly rows: readonly ComparedFigure[];
}

export function comparisonOf(baseline: Baseline, figures: readonly Figure[], machine: string): Comparison {
  const rows = baseline.kind === 'found' ? compareFigures(baseline.run.figures, figures) : [];
  return { baseline, machine, rows };
}

const MiB = 1024 * 1024;

export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined) return '—';
  switch (unit) {
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 0)} ms`;
    case 'bytes':
      return value >= MiB ? `${(value / MiB).toFixed(1)} MiB` : `${(value / 1000).toFixed(1)} KB`;
    case 'ratio':
      return `${value.toFixed(3)}×`;
    case 'share':
      return `${(value * 100).toFixed(1)} %`;
    case 'score':
      return value.toFixed(0);
  }
}

function changeText(row: ComparedFigure): string {
  if (row.change === undefined) return row.status === 'new' || row.status === 'gone' ? '—' : 'from 0';
  return `${row.change >= 0 ? '+' : '−'}${Math.abs(row.change * 100).toFixed(1)} %`;
}

const statusText: Record<ComparedFigure['status'], string> = {
  regression: 'REGRESSION',
  worse: 'worse',
  better: 'better',
  unchanged: 'unchanged',
  new: 'new',
  gone: 'gone',
};

/** One sentence: what the run is compared with, or why it is not. */
export function comparisonHeadline(comparison: Comparison): string {
  const { baseline, rows } = comparison;
  if (baseline.kind === 'none')
    return `No committed run to compare with (no commit holds ${FIGURES_FILE}); this run's figures are the first.`;
  if (baseline.kind === 'unreadable') {
    const where = baseline.commit ? ` as committed in ${baseline.commit.hash} (${baseline.commit.date})` : '';
    return `The last committed run (${FIGURES_FILE}${where}) could not be read: ${baseline.reason}. Nothing compared.`;
  }
  const { commit, run } = baseline;
  const regressions = rows.filter((r) => r.status === 'regression').length;
  const otherMachine =
    run.machine && run.machine !== comparison.machine
      ? ` It ran on another machine (${run.machine}; this one: ${comparison.machine}): compare with care.`
      : '';
  return (
    `Against the run committed in ${commit.hash} (${commit.date})` +
    `${run.measuredOn ? `, measured on ${run.measuredOn}` : ''}: ${regressions} regression(s) ` +
    `(${(REGRESSION_SHARE * 100).toFixed(0)} % worse or more).${otherMachine}`
  );
}

function cells(row: ComparedFigure): string[] {
  return [
    row.name,
    formatValue(row.previous, row.unit),
    formatValue(row.current, row.unit),
    changeText(row),
    statusText[row.status],
  ];
}

const header = ['figure', 'last committed', 'this run', 'change', ''];

export function comparisonMarkdown(comparison: Comparison): string[] {
  const out = ['## Against the last committed run', '', comparisonHeadline(comparison), ''];
  if (comparison.rows.length === 0) return out;
  out.push(`| ${header.join(' | ')} |`, '|---|---|---|---|---|');
  for (const row of comparison.rows) {
    const line = cells(row);
    if (row.status === 'regression') line[4] = '**REGRESSION**';
    out.push(`| ${line.join(' | ')} |`);
  }
  out.push('');
  return out;
}

/** Padded columns for the terminal, the headline first. */
export function comparisonText(comparison: Comparison): string[] {
  const rows = [header, ...comparison.rows.map(cells)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
  const pad = (text: string, i: number) => text + ' '.repeat((widths[i] ?? 0) - [...text].length);
  const table = comparison.rows.length === 0 ? [] : rows.map((r) => r.map(pad).join('  ').trimEnd());
  return [comparisonHeadline(comparison), ...table];
}
