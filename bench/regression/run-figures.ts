// The figures of a run as a flat list of named numbers, each knowing which way is worse,
// so one run can be set against the last committed one (compare.ts).
import { anchorBuildOf } from '../anchors/report.js';
import type { MeasureSummary } from '../measure.js';
import type { BenchResults } from '../results-md.js';
import type { Figure, Unit } from './figure.js';

const higher = (name: string, value: number, unit: Unit): Figure => ({ name, value, unit, worse: 'higher' });
const lower = (name: string, value: number, unit: Unit): Figure => ({ name, value, unit, worse: 'lower' });

function wallAndCpu(prefix: string, summary: MeasureSummary): Figure[] {
  return [higher(`${prefix}, wall`, summary.wallMs.median, 'ms'), higher(`${prefix}, CPU`, summary.cpuMs.median, 'ms')];
}

function buildFigures(results: BenchResults): Figure[] {
  return results.builds.flatMap((build) => {
    const figures = [
      ...wallAndCpu(`${build.label}: cold build`, build.summary),
      higher(`${build.label}: cold build, peak memory`, build.summary.peakRssBytes.median, 'bytes'),
      higher(`${build.label}: median doc page HTML, gzip`, build.medianDocHtmlGzip, 'bytes'),
    ];
    const anchor = anchorBuildOf(results.anchors, 'docusaurus', build.label);
    if (anchor)
      figures.push(
        higher(
          `${build.label}: helpdocs ÷ Docusaurus, wall`,
          build.summary.wallMs.median / anchor.wallMs.median,
          'ratio',
        ),
        higher(`${build.label}: helpdocs ÷ Docusaurus, CPU`, build.summary.cpuMs.median / anchor.cpuMs.median, 'ratio'),
      );
    return figures;
  });
}

function incrementalFigures(results: BenchResults): Figure[] {
  return (results.incremental ?? []).flatMap((figure) => {
    const label = figure.label;
    const figures = [
      higher(`${label}: cold build with cache, wall`, figure.coldWithCache.wallMs.median, 'ms'),
      ...wallAndCpu(`${label}: warm, nothing changed`, figure.warmNothingChanged),
      ...wallAndCpu(`${label}: warm, one doc changed`, figure.warmOneDocChanged),
    ];
    const cold = results.builds.find((b) => b.size === figure.size)?.summary;
    const hugo = figure.hugo;
    if (hugo && cold)
      figures.push(
        higher(`${label}: helpdocs ÷ Hugo, cold, CPU`, cold.cpuMs.median / hugo.cold.cpuMs.median, 'ratio'),
        higher(
          `${label}: helpdocs ÷ Hugo, one doc changed, CPU`,
          figure.warmOneDocChanged.cpuMs.median / hugo.warmOneDocChanged.cpuMs.median,
          'ratio',
        ),
      );
    return figures;
  });
}

function weightFigures(results: BenchResults): Figure[] {
  const pages = [...(results.pageWeights ?? [])];
  if (results.notFound) pages.push({ type: '404', weight: results.notFound });
  const figures = pages.flatMap(({ type, weight }) => [
    higher(`page weight, ${type}: HTML gzip`, weight.html.gzip, 'bytes'),
    higher(`page weight, ${type}: CSS gzip`, weight.css.gzip, 'bytes'),
    higher(`page weight, ${type}: JS before interaction, gzip`, weight.js.gzip, 'bytes'),
  ]);
  if (results.hydrated)
    figures.push(higher('doc page JS once hydrated, gzip', results.hydrated.afterHydration.gzip, 'bytes'));
  return figures;
}

function searchFigures(results: BenchResults): Figure[] {
  const figures: Figure[] = [];
  const search = results.search;
  if (search)
    figures.push(
      higher('search: first query data, median', search.firstQueryMedianGzip, 'bytes'),
      higher('search: first query data, max', search.firstQueryMaxGzip, 'bytes'),
      higher('search: query time, p95', search.latencyMs.p95, 'ms'),
    );
  for (const { label, helpdocs } of results.searchComparison ?? []) {
    figures.push(
      higher(`search, ${label}: build CPU`, helpdocs.buildCpuMs, 'ms'),
      higher(`search, ${label}: first result at 4× CPU, median`, helpdocs.firstResultMs.median, 'ms'),
    );
    if (helpdocs.hit1 !== undefined) figures.push(lower(`search, ${label}: hit@1`, helpdocs.hit1, 'share'));
    if (helpdocs.hit3 !== undefined) figures.push(lower(`search, ${label}: hit@3`, helpdocs.hit3, 'share'));
  }
  return figures;
}

function otherFigures(results: BenchResults): Figure[] {
  const figures: Figure[] = [];
  if (results.watch) figures.push(higher('serve --watch: save to reload, median', results.watch.median, 'ms'));
  for (const f of results.lighthouse?.figures ?? [])
    figures.push(
      lower(`Lighthouse ${f.page}, ${f.preset}: performance`, f.performance, 'score'),
      higher(`Lighthouse ${f.page}, ${f.preset}: LCP`, f.lcpMs, 'ms'),
    );
  return figures;
}

export function figuresOf(results: BenchResults): Figure[] {
  return [
    ...buildFigures(results),
    ...incrementalFigures(results),
    ...weightFigures(results),
    ...searchFigures(results),
    ...otherFigures(results),
  ];
}
