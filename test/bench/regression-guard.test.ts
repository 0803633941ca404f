import { describe, expect, it } from 'vitest';
import type { AnchorsReport } from '../../bench/anchors/report.js';
import type { MeasureSummary } from '../../bench/measure.js';
import type { CorpusSearchFigures, EngineFigures } from '../../bench/search/compare.js';
import { baselineFrom, figuresFileText, parseFiguresFile, type StoredFigure } from '../../bench/regression/baseline.js';
import { compareFigures } from '../../bench/regression/compare.js';
import type { Figure } from '../../bench/regression/figure.js';
import { comparisonMarkdown, comparisonOf, comparisonText } from '../../bench/regression/report.js';
import { figuresOf } from '../../bench/regression/run-figures.js';
import { type BenchResults, resultsMarkdown } from '../../bench/results-md.js';

const commit = { hash: 'abc1234', date: '2026-11-26' };
const machine = '2 cores (test CPU), Node v20';
const time = (name: string, value: number): Figure => ({ name, value, unit: 'ms', worse: 'higher' });
const hitRate = (name: string, value: number): Figure => ({ name, value, unit: 'share', worse: 'lower' });
const stored = ({ name, value, unit }: Figure): StoredFigure => ({ name, value, unit });

function statusOf(previous: Figure, current: Figure): string {
  return compareFigures([stored(previous)], [current])[0]?.status ?? 'none';
}

describe('comparing a run with the last committed one', () => {
  it('calls a figure 10 % worse a regression, 9 % worse only worse', () => {
    expect(statusOf(time('build', 1000), time('build', 1100))).toBe('regression');
    expect(statusOf(time('build', 1000), time('build', 1090))).toBe('worse');
    expect(statusOf(time('build', 1000), time('build', 1500))).toBe('regression');
  });

  it('counts exactly 10 % as a regression despite floating point', () => {
    // 3 → 3.3 and 11 → 12.1 come out a hair under 10 % in binary floating point.
    for (const base of [3, 6, 11, 17, 0.3, 1234.5])
      expect(statusOf(time('t', base), time('t', (base * 110) / 100))).toBe('regression');
  });

  it('reports an improvement as better, whatever its size', () => {
    expect(statusOf(time('build', 1000), time('build', 500))).toBe('better');
    expect(statusOf(time('build', 1000), time('build', 990))).toBe('better');
    expect(statusOf(time('build', 1000), time('build', 1000))).toBe('unchanged');
  });

  it('knows which way is worse per figure: a hit rate that falls 10 % regresses, one that rises does not', () => {
    expect(statusOf(hitRate('hit@1', 0.9), hitRate('hit@1', 0.81))).toBe('regression');
    expect(statusOf(hitRate('hit@1', 0.9), hitRate('hit@1', 0.85))).toBe('worse');
    expect(statusOf(hitRate('hit@1', 0.8), hitRate('hit@1', 0.95))).toBe('better');
    const speedUp = (value: number): Figure => ({ name: 'peer ÷ helpdocs', value, unit: 'ratio', worse: 'lower' });
    expect(statusOf(speedUp(20), speedUp(17))).toBe('regression');
    const share = (value: number): Figure => ({ name: 'helpdocs ÷ peer', value, unit: 'ratio', worse: 'higher' });
    expect(statusOf(share(0.05), share(0.056))).toBe('regression');
  });

  it('gives the signed change, new → old', () => {
    const [row] = compareFigures([stored(time('build', 1000))], [time('build', 1250)]);
    expect(row).toMatchObject({ previous: 1000, current: 1250, status: 'regression' });
    expect(row?.change).toBeCloseTo(0.25);
  });

  it('lists figures on one side only as new or gone, not as errors', () => {
    const rows = compareFigures([stored(time('old', 1)), stored(time('both', 2))], [time('both', 2), time('added', 3)]);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ['both', 'unchanged'],
      ['added', 'new'],
      ['old', 'gone'],
    ]);
  });

  it('takes a figure whose unit changed for another figure', () => {
    const bytes: Figure = { name: 'build', value: 1100, unit: 'bytes', worse: 'higher' };
    const rows = compareFigures([stored(time('build', 1000))], [bytes]);
    expect(rows.map((r) => [r.unit, r.status])).toEqual([
      ['bytes', 'new'],
      ['ms', 'gone'],
    ]);
  });

  it('takes any worsening from 0 as a regression', () => {
    expect(statusOf(time('t', 0), time('t', 5))).toBe('regression');
    expect(statusOf(hitRate('h', 0), hitRate('h', 0.5))).toBe('better');
  });
});

describe('the baseline', () => {
  const figures = [time('help centre: cold build, wall', 1410), hitRate('search, help centre: hit@1', 0.84)];

  it('reads back what a run writes', () => {
    const context = { date: '2026-11-26T21:00:00.000Z', measuredOn: '5bbfa1b', machine };
    const text = figuresFileText(context, figures);
    expect(parseFiguresFile(text)).toEqual({ ...context, figures: figures.map(stored) });
    expect(text.split('\n')).toContain('    {"name":"help centre: cold build, wall","value":1410,"unit":"ms"},');
    expect(baselineFrom(commit, text).kind).toBe('found');
  });

  it('says there is no committed run to compare with on the first run', () => {
    const comparison = comparisonOf(baselineFrom(undefined, undefined), figures, machine);
    expect(comparison.rows).toEqual([]);
    expect(comparisonText(comparison)).toEqual([expect.stringMatching(/^No committed run to compare with/)]);
    expect(comparisonMarkdown(comparison).join('\n')).toMatch(/No committed run to compare with/);
  });

  it('says why an unreadable baseline is not compared, without throwing', () => {
    for (const [text, reason] of [
      ['{ not json', /JSON/],
      ['{"date": "x"}', /no "figures" list/],
      ['null', /no "figures" list/],
      ['{"figures": [{"name": "a", "value": "fast", "unit": "ms"}]}', /"a" has no finite value/],
      ['{"figures": [{"name": "a", "value": 1, "unit": "furlongs"}]}', /"a" has an unknown unit/],
    ] as const) {
      const baseline = baselineFrom(commit, text);
      expect(baseline.kind).toBe('unreadable');
      const [headline] = comparisonText(comparisonOf(baseline, figures, machine));
      expect(headline).toMatch(/could not be read/);
      expect(headline).toMatch(/abc1234 \(2026-11-26\)/);
      expect(headline).toMatch(reason);
    }
  });
});

describe('the printed comparison', () => {
  const context = { date: '2026-11-25T00:00:00.000Z', measuredOn: '1111111', machine };
  const previous = figuresFileText(context, [time('build', 1000), time('gone', 1)]);
  const current = [time('build', 1200), time('added', 3)];
  const comparison = comparisonOf(baselineFrom(commit, previous), current, machine);

  it('names the commit it is measured against, and counts the regressions', () => {
    const [headline] = comparisonText(comparison);
    expect(headline).toBe(
      'Against the run committed in abc1234 (2026-11-26), measured on 1111111: 1 regression(s) (10 % worse or more).',
    );
  });

  it('warns when the committed run was measured on another machine', () => {
    const [headline] = comparisonText(
      comparisonOf(baselineFrom(commit, previous), current, '4 cores (other), Node v22'),
    );
    expect(headline).toMatch(
      /another machine \(2 cores \(test CPU\), Node v20; this one: 4 cores \(other\), Node v22\)/,
    );
  });

  it('prints figure, previous, new, change and REGRESSION in the terminal table', () => {
    const lines = comparisonText(comparison);
    expect(lines[1]).toMatch(/^figure\s+last committed\s+this run\s+change$/);
    expect(lines[2]).toMatch(/^build\s+1\.00 s\s+1\.20 s\s+\+20\.0 %\s+REGRESSION$/);
    expect(lines[3]).toMatch(/^added\s+—\s+3\.00 ms\s+—\s+new$/);
    expect(lines[4]).toMatch(/^gone\s+1\.00 ms\s+—\s+—\s+gone$/);
  });

  it('writes the same comparison as a section of bench/RESULTS.md', () => {
    const results: BenchResults = {
      date: '2026-11-26T21:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'test', memoryBytes: 2 ** 30, node: 'v20' },
      runs: 1,
      builds: [],
      anchors: undefined,
      comparison,
    };
    const markdown = resultsMarkdown(results);
    expect(markdown).toContain('## Against the last committed run');
    expect(markdown).toContain('| build | 1.00 s | 1.20 s | +20.0 % | **REGRESSION** |');
    expect(markdown.indexOf('## Against the last committed run')).toBeLessThan(
      markdown.indexOf('## Build time and memory'),
    );
  });
});

describe('the figures of a run', () => {
  const summary = (ms: number): MeasureSummary => {
    const spread = { median: ms, min: ms, max: ms };
    return { runs: [], disturbedRuns: [], wallMs: spread, cpuMs: spread, peakRssBytes: spread };
  };
  const engine = (hit1: number): EngineFigures => ({
    buildCpuMs: 100,
    buildPeakMb: 10,
    firstQueryMaxGzip: 50_000,
    firstQueryMedianGzip: 30_000,
    worstQuery: 'x',
    firstResultMs: { median: 700, max: 800, samples: 3 },
    hit1,
  });
  const search: CorpusSearchFigures = {
    label: 'help centre',
    pages: 93,
    helpdocs: engine(0.84),
    pagefind: engine(0.5),
  };
  const anchors = {
    machine: { cpus: 2, cpuModel: 'test', memoryBytes: 1, node: 'v20' },
    builds: [
      { tool: 'docusaurus 3.7.0', corpus: 'corpus-93', wallMs: summary(20_000).wallMs, cpuMs: summary(40_000).cpuMs },
    ],
    pageWeights: [],
  } as unknown as AnchorsReport;
  const results: BenchResults = {
    date: '2026-11-26T21:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'test', memoryBytes: 1, node: 'v20' },
    runs: 1,
    builds: [
      {
        size: '93',
        label: 'corpus-93',
        pages: 93,
        command: '',
        summary: summary(1000),
        medianDocHtmlGzip: 4200,
        out: '',
      },
    ],
    anchors,
    searchComparison: [search],
  };
  const byName = new Map(figuresOf(results).map((f) => [f.name, f]));

  it('takes time, memory and size as worse when higher', () => {
    expect(byName.get('corpus-93: cold build, wall')).toMatchObject({ value: 1000, unit: 'ms', worse: 'higher' });
    expect(byName.get('corpus-93: cold build, peak memory')).toMatchObject({ unit: 'bytes', worse: 'higher' });
    expect(byName.get('corpus-93: median doc page HTML, gzip')).toMatchObject({ value: 4200, worse: 'higher' });
  });

  it('takes helpdocs ÷ a peer as worse when higher, a hit rate as worse when lower', () => {
    expect(byName.get('corpus-93: helpdocs ÷ Docusaurus, wall')).toMatchObject({ value: 0.05, worse: 'higher' });
    expect(byName.get('search, help centre: hit@1')).toMatchObject({ value: 0.84, unit: 'share', worse: 'lower' });
  });

  it('leaves out what the run did not measure', () => {
    expect([...byName.keys()].some((name) => name.startsWith('page weight'))).toBe(false);
    expect([...byName.keys()].some((name) => name.includes('Hugo'))).toBe(false);
  });
});
