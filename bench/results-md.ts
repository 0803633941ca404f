// Formats what `npm run bench` measured as bench/RESULTS.md, budget by budget (DESIGN §5).
import {
  anchorBuildOf,
  anchorPageWeightOf,
  anchorToolNames,
  anchorToolTitles,
  type AnchorsReport,
} from './anchors/report.js';
import type { HydratedWeight } from './hydrated-weight.js';
import type { IncrementalFigure } from './incremental.js';
import type { MeasureSummary } from './measure.js';
import type { Spread } from './measure/stats.js';
import type { LighthouseFigures } from './lighthouse-figures.js';
import type { Bytes, PageWeight } from './page-weight.js';
import { type Comparison, comparisonMarkdown } from './regression/report.js';
import type { SearchFigures } from './search-figures.js';
import type { CorpusSearchFigures } from './search/compare.js';
import { searchComparisonMarkdown } from './search/results-table.js';

export interface BuildFigure {
  size: string;
  label: string;
  pages: number;
  command: string;
  summary: MeasureSummary;
  medianDocHtmlGzip: number;
  out: string;
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryBytes: number; node: string };
  runs: number;
  builds: BuildFigure[];
  anchors: AnchorsReport | undefined;
  /** Builds from the persistent cache, Hugo beside them. */
  incremental?: IncrementalFigure[];
  hugo?: string;
  pageWeights?: Array<{ type: string; weight: PageWeight }>;
  notFound?: PageWeight;
  hydrated?: HydratedWeight;
  search?: SearchFigures;
  /** Search beside Pagefind, per corpus (bench/search/compare.ts). */
  searchComparison?: CorpusSearchFigures[];
  watch?: Spread & { samples: number[] };
  pairs?: Array<{ corpus: string; docId: string; helpdocs: PageWeight }>;
  lighthouse?: LighthouseFigures;
  /** Hand-written: where a budget is missed and what the profiles say (bench/analysis.md). */
  analysis?: string;
  /** Each figure against the last committed run (bench/results.json in git). */
  comparison?: Comparison;
}

const MiB = 1024 * 1024;
const budgets: Record<string, { wallMs: number; rss: number }> = {
  help: { wallMs: 750, rss: 250 * MiB },
  '93': { wallMs: 750, rss: 250 * MiB },
  '1000': { wallMs: 3500, rss: 400 * MiB },
  '5000': { wallMs: 15000, rss: 600 * MiB },
};

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const spread = (value: Spread, unit: (n: number) => string) =>
  `${unit(value.median)} (${unit(value.min)}–${unit(value.max)})`;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const ratio = (a: number, b: number) => `${(a / b).toFixed(3)}×`;

function buildTable(results: BenchResults): string[] {
  const lines = [
    '| site | pages | wall, median (min–max) | CPU (all threads) | peak memory (process tree) | budget | Docusaurus ' +
      '3.7 (same corpus, this machine) | helpdocs ÷ Docusaurus: wall · CPU · memory |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const build of results.builds) {
    const budget = budgets[build.size];
    const { wallMs, cpuMs, peakRssBytes } = build.summary;
    const budgetText = budget
      ? `≤ ${s(budget.wallMs)}, ≤ ${mib(budget.rss)}: wall ${verdict(wallMs.median <= budget.wallMs)}, ` +
        `memory ${verdict(peakRssBytes.median <= budget.rss)}`
      : '—';
    const anchor = anchorBuildOf(results.anchors, 'docusaurus', build.label);
    const anchorText = anchor
      ? `${spread(anchor.wallMs, s)}, CPU ${s(anchor.cpuMs.median)}, ${mib(anchor.peakRssBytes.median)}`
      : '—';
    const ratios = anchor
      ? `${ratio(wallMs.median, anchor.wallMs.median)} · ${ratio(cpuMs.median, anchor.cpuMs.median)} ` +
        `· ${ratio(peakRssBytes.median, anchor.peakRssBytes.median)}`
      : '—';
    lines.push(
      `| ${build.label} | ${build.pages} | ${spread(wallMs, s)} | ${s(cpuMs.median)} | ${mib(peakRssBytes.median)} ` +
        `| ${budgetText} | ${anchorText} | ${ratios} |`,
    );
  }
  return lines;
}

/** Every peer bench:anchors built on a corpus helpdocs built too, tool beside tool. */
function peerTable(results: BenchResults): string[] {
  const rows: string[] = [];
  for (const build of results.builds) {
    const { wallMs, cpuMs, peakRssBytes } = build.summary;
    for (const name of anchorToolNames) {
      const anchor = anchorBuildOf(results.anchors, name, build.label);
      if (anchor === undefined) continue;
      rows.push(
        `| ${build.label} | ${anchor.tool} | ${spread(anchor.wallMs, s)} | ${s(anchor.cpuMs.median)} ` +
          `| ${mib(anchor.peakRssBytes.median)} | ${ratio(wallMs.median, anchor.wallMs.median)} ` +
          `· ${ratio(cpuMs.median, anchor.cpuMs.median)} · ${ratio(peakRssBytes.median, anchor.peakRssBytes.median)} ` +
          `| \`${anchor.command}\` |`,
      );
    }
  }
  if (rows.length === 0) return [];
  return [
    '### The peers on the same corpora',
    '',
    '`npm run bench:anchors`: each in its site under bench/anchors/, cold, on this machine.',
    '',
    '| corpus | tool | wall, median (min–max) | CPU | peak memory | helpdocs ÷ tool: wall · CPU · memory | command |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

/** Warm budgets (issue 16): help centre nothing changed ≤ 0.30 s, one doc ≤ 0.35 s; 5,000 pages one doc ≤ 3 s. */
const warmBudgets: Record<string, { nothing?: number; oneDoc: number }> = {
  help: { nothing: 300, oneDoc: 350 },
  '5000': { oneDoc: 3000 },
};

function incrementalSection(results: BenchResults): string[] {
  const cold = (size: string) => results.builds.find((b) => b.size === size)?.summary;
  const lines = [
    '## Incremental builds (persistent cache) and Hugo',
    '',
    `Same sites and machine; medians (min–max) of ${results.runs} run(s). "Cold, no cache" is the table above ` +
      `(\`--no-cache\`); "cold, with cache" starts from an empty cache folder and writes it; "warm" starts from the ` +
      `cache of the previous build, with nothing changed or with one doc's text changed (a different last line each ` +
      `run). Hugo ${results.hugo ?? ''} builds the same Markdown with the minimal theme of bench/anchors/hugo/ (no ` +
      `search index, no client bundle); its "warm" is a build after one doc changed with public/ kept (Hugo keeps no ` +
      `parse cache between builds).`,
    '',
    'Wall time first, then CPU time of the process tree in brackets: on a loaded machine the CPU figure is the ' +
      'steadier one.',
    '',
    '| site | cold, no cache | cold, with cache (cost) | warm, nothing changed | warm, one doc changed | Hugo cold | ' +
      'Hugo, one doc changed | helpdocs ÷ Hugo, wall: cold · warm (one doc) | helpdocs ÷ Hugo, CPU: cold · warm |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const figure of results.incremental ?? []) {
    const base = cold(figure.size);
    const budget = warmBudgets[figure.size];
    const cost = base
      ? ` (${figure.coldWithCache.wallMs.median >= base.wallMs.median ? '+' : ''}` +
        `${((figure.coldWithCache.wallMs.median / base.wallMs.median - 1) * 100).toFixed(0)} %)`
      : '';
    const check = (ms: number, limit: number | undefined) =>
      limit === undefined ? '' : ` ≤ ${s(limit)} ${verdict(ms <= limit)}`;
    const nothing = figure.warmNothingChanged.wallMs;
    const oneDoc = figure.warmOneDocChanged.wallMs;
    const hugo = figure.hugo;
    const ratios =
      hugo && base
        ? `${ratio(base.wallMs.median, hugo.cold.wallMs.median)} ` +
          `· ${ratio(oneDoc.median, hugo.warmOneDocChanged.wallMs.median)}`
        : '—';
    const cpuRatios =
      hugo && base
        ? `${ratio(base.cpuMs.median, hugo.cold.cpuMs.median)} ` +
          `· ${ratio(figure.warmOneDocChanged.cpuMs.median, hugo.warmOneDocChanged.cpuMs.median)}`
        : '—';
    const cpu = (m: MeasureSummary) => ` [${s(m.cpuMs.median)}]`;
    lines.push(
      `| ${figure.label} | ${base ? `${spread(base.wallMs, s)}${cpu(base)}` : '—'} ` +
        `| ${spread(figure.coldWithCache.wallMs, s)}${cpu(figure.coldWithCache)}${cost} ` +
        `| ${spread(nothing, s)}${cpu(figure.warmNothingChanged)}${check(nothing.median, budget?.nothing)} ` +
        `| ${spread(oneDoc, s)}${cpu(figure.warmOneDocChanged)}${check(oneDoc.median, budget?.oneDoc)} ` +
        `| ${hugo ? `${spread(hugo.cold.wallMs, s)}${cpu(hugo.cold)}, ${mib(hugo.cold.peakRssBytes.median)}` : '—'} ` +
        `| ${hugo ? `${spread(hugo.warmOneDocChanged.wallMs, s)}${cpu(hugo.warmOneDocChanged)}` : '—'} | ${ratios} ` +
        `| ${cpuRatios} |`,
    );
  }
  lines.push(
    '',
    'Commands: ' +
      (results.incremental ?? [])
        .flatMap((f) => f.commands)
        .map((c) => `\`${c}\``)
        .join(' · ') +
      '.',
  );
  return lines;
}

function weightRow(type: string, weight: PageWeight): string {
  const js = weight.js.gzip;
  return (
    `| ${type} | ${kb(weight.html.gzip)} ${verdict(weight.html.gzip <= 9000)} ` +
    `| ${kb(weight.css.gzip)} ${verdict(weight.css.gzip <= 12000)} | ${kb(js)} ${verdict(js <= 10000)} ` +
    `| ${kb(weight.html.raw)} |`
  );
}

export function resultsMarkdown(results: BenchResults): string {
  const { machine } = results;
  const out: string[] = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${results.date.slice(0, 10)}. Machine: ${machine.cpus} cores ` +
      `(${machine.cpuModel}), ${mib(machine.memoryBytes)} RAM, Node ${machine.node}.`,
    `Cold builds (output folder removed before each run), ${results.runs} runs each unless said otherwise; medians ` +
      `with min–max. CPU is user + system time of the whole process tree (worker threads included); memory is the ` +
      `peak of the summed RSS of the process tree. Runs during which other processes used more than 10% of the cores ` +
      `are repeated and left out (see bench/README.md).`,
    '',
    ...(results.comparison ? comparisonMarkdown(results.comparison) : []),
    '## Build time and memory',
    '',
    ...buildTable(results),
    '',
    'Commands: ' +
      results.builds.map((b) => `\`${b.command}\``).join(' · ') +
      '. Docusaurus: `npm run bench:anchors` (`NO_UPDATE_NOTIFIER=1 npx docusaurus build` in ' +
      'bench/anchors/docusaurus).',
    '',
    ...peerTable(results),
    'DESIGN §5 figures for the other tools on this kind of machine: 93 pages — Docusaurus 24.6 s / 756 MiB, ' +
      'VitePress 6.9 s / 499 MiB, Hugo 0.25 s / 71 MiB; 1,000 — 90.7 s / 2.2 GiB, 30.3 s / 1.5 GiB, 1.8 s / 221 MiB; ' +
      '5,000 — 1,080 s / 5.4 GiB, 258 s / 4.0 GiB, 9.9 s / 839 MiB.',
    '',
  ];
  if (results.incremental && results.incremental.length > 0) out.push(...incrementalSection(results), '');
  if (results.pageWeights) {
    out.push(
      '## Page weight (help centre, gzip -9)',
      '',
      '| page | HTML (≤ 9 KB) | CSS (≤ 12 KB) | JavaScript before interaction (≤ 10 KB) | HTML raw |',
      '|---|---|---|---|---|',
    );
    for (const { type, weight } of results.pageWeights) out.push(weightRow(type, weight));
    if (results.notFound) out.push(weightRow('404', results.notFound));
    out.push('');
  }
  if (results.hydrated) {
    const { beforeInteraction, afterHydration, scripts } = results.hydrated;
    out.push(
      `In Chromium, the doc page loads ${kb(beforeInteraction.gzip)} of JavaScript before interaction ` +
        `and ${kb(afterHydration.gzip)} once every widget on it is hydrated (search focused, toggle ` +
        `hovered; ${scripts} scripts; budget ≤ 80 KB: ${verdict(afterHydration.gzip <= 80000)}). The search index is ` +
        `data fetched on first use, counted below.`,
      '',
    );
  }
  const growth = results.builds.filter((b) => b.size !== 'help');
  const smallest = growth[0];
  if (smallest && growth.length > 1) {
    out.push(
      '## Page weight against site size',
      '',
      '| corpus | median doc page HTML, gzip | × the 93-page figure (≤ 1.2×) |',
      '|---|---|---|',
    );
    for (const build of growth) {
      const factor = build.medianDocHtmlGzip / smallest.medianDocHtmlGzip;
      out.push(`| ${build.label} | ${kb(build.medianDocHtmlGzip)} | ${factor.toFixed(2)}× ${verdict(factor <= 1.2)} |`);
    }
    out.push('');
  }
  if (results.pairs && results.pairs.length > 0) {
    out.push(
      '## The same page, helpdocs and the peers (gzip)',
      '',
      'HTML · CSS · JavaScript before interaction; the peers also (+ prefetched JavaScript).',
      '',
      `| corpus | doc | helpdocs | ${anchorToolNames.map((name) => anchorToolTitles[name]).join(' | ')} |`,
      `|---|---|---|${anchorToolNames.map(() => '---|').join('')}`,
    );
    const b = (x: Bytes) => kb(x.gzip);
    for (const pair of results.pairs) {
      const peers = anchorToolNames.map((name) => {
        const anchor = anchorPageWeightOf(results.anchors, name, pair.corpus);
        const theirs = anchor?.docId === pair.docId ? (anchor.loaded ?? anchor.static) : undefined;
        return theirs ? `${b(theirs.html)} · ${b(theirs.css)} · ${b(theirs.js)} (+ ${b(theirs.prefetchedJs)})` : '—';
      });
      out.push(
        `| ${pair.corpus} | ${pair.docId} | ${b(pair.helpdocs.html)} · ${b(pair.helpdocs.css)} ` +
          `· ${b(pair.helpdocs.js)} | ${peers.join(' | ')} |`,
      );
    }
    out.push('');
  }
  if (results.watch) {
    out.push(
      '## serve --watch',
      '',
      `One page of the help centre saved → reload event on the page's event ` +
        `stream: ${spread(results.watch, (n) => `${n.toFixed(0)} ms`)} over ${results.watch.samples.length} edits ` +
        `(budget ≤ 150 ms: ${verdict(results.watch.median <= 150)}).`,
      '',
    );
  }
  if (results.search) {
    const { firstQueryMaxGzip, firstQueryMedianGzip, worstQuery, manifestGzip, shards, fragments, latencyMs, queries } =
      results.search;
    out.push(
      '## Search',
      '',
      `Help centre: ${shards} shards and ${fragments} page fragments; a first query ` +
        `downloads ${kb(firstQueryMedianGzip)} (median) to ${kb(firstQueryMaxGzip)} (max, “${worstQuery}”) of search ` +
        `data, gzip -6, manifest (${kb(manifestGzip)}) included (budget ≤ 60 ` +
        `KB: ${verdict(firstQueryMaxGzip <= 60000)}).`,
      `Query time with the browser's searcher in Node, warm, every 3-letter prefix of the ${queries} queries of ` +
        `test/search-queries.json: median ${latencyMs.median.toFixed(2)} ms, p95 ${latencyMs.p95.toFixed(2)} ms, ` +
        `max ${latencyMs.max.toFixed(2)} ms (budget ≤ 50 ms after a keystroke: ${verdict(latencyMs.p95 <= 50)}).`,
      '',
    );
  }
  if (results.searchComparison && results.searchComparison.length > 0)
    out.push(...searchComparisonMarkdown(results.searchComparison));
  if (results.lighthouse) {
    out.push(
      '## Lighthouse',
      '',
      `From the reports of \`npm run test:lighthouse\` (${results.lighthouse.date.slice(0, 16).replace('T', ' ')} ` +
        `UTC), the help centre served by \`helpdocs serve\`; medians over the runs. Budget: mobile performance 100 ` +
        `and LCP ≤ 1.0 s.`,
      '',
      '| page | preset | runs | performance | LCP | budget |',
      '|---|---|---|---|---|---|',
    );
    for (const f of results.lighthouse.figures) {
      const budget = f.preset === 'mobile' ? verdict(f.performance === 100 && f.lcpMs <= 1000) : '—';
      out.push(
        `| ${f.page} | ${f.preset} | ${f.runs} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(2)} s | ${budget} |`,
      );
    }
    out.push('');
  }
  if (results.analysis) out.push(results.analysis.trim(), '');
  return `${out.join('\n')}\n`;
}
