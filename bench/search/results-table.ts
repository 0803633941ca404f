// The "Search beside Pagefind" table of bench/RESULTS.md.
import type { CorpusSearchFigures, EngineFigures } from './compare.js';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pct = (x: number | undefined) => (x === undefined ? '—' : `${(x * 100).toFixed(1)} %`);
const ms = (x: number) => `${Math.round(x)} ms`;

function row(
  corpus: CorpusSearchFigures,
  name: string,
  e: EngineFigures,
  budgets: { bytes: number; firstResult: number } | undefined,
): string {
  const within = (ok: boolean) => (budgets ? (ok ? ' ✓' : ' ✗') : '');
  return [
    corpus.label,
    name,
    `${ms(e.buildCpuMs)} · ${e.buildPeakMb.toFixed(0)} MB`,
    `${kb(e.firstQueryMedianGzip)} / ${kb(e.firstQueryMaxGzip)}` +
      `${within(!budgets || e.firstQueryMaxGzip <= budgets.bytes)}`,
    `${ms(e.firstResultMs.median)} / ${ms(e.firstResultMs.max)} ` +
      `(${e.firstResultMs.samples})${within(!budgets || e.firstResultMs.median <= budgets.firstResult)}`,
    e.heapMb === undefined ? '—' : `${e.heapMb.toFixed(1)} MB`,
    `${pct(e.hit1)} / ${pct(e.hit3)}`,
    pct(e.heldOutHit3),
  ].join(' | ');
}

export function searchComparisonMarkdown(figures: readonly CorpusSearchFigures[]): string[] {
  const out = [
    '## Search beside Pagefind',
    '',
    'Each corpus built once, then indexed by Pagefind (npm `pagefind`, `--root-selector main`) from the same `out/`. ' +
      "Build: CPU of building the search files (helpdocs: from the pages' search text, in a process of its own; " +
      'Pagefind: its whole run) and the peak memory it adds (helpdocs: over reading the pages; Pagefind: its ' +
      "process). First query: search data downloaded (gzip -6; Pagefind's files as they travel), median / max over " +
      'the query suite on the help centre and 40 of its queries on the corpora. First result: navigation to the ' +
      'first result on screen on a results page (`/manual/busca/?q=…`; for Pagefind the same page with its JS API in ' +
      "place of helpdocs's search, the same HTML, stylesheet and navbar widgets, and apart a bare page that runs " +
      'only its JS API), Chromium with the CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`), median / max ' +
      '(queries, the pages taken in turn for each query). ' +
      'Heap: JS heap after the search and a GC. Budgets (✓/✗): helpdocs ≤ 60 KB and ≤ 800 ms on the help centre, ' +
      '≤ 150 KB and ≤ 1,200 ms at 5,000 pages.',
    '',
    '| corpus | engine | build CPU · peak | first query data, median / max | first result at 4× CPU, median / max | ' +
      'heap after search | hit@1 / hit@3 (suite) | hit@3 held-out |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const corpus of figures) {
    const budgets =
      corpus.label === 'help centre'
        ? { bytes: 60_000, firstResult: 800 }
        : corpus.pages >= 5000
          ? { bytes: 150_000, firstResult: 1200 }
          : undefined;
    out.push(
      `| ${row(corpus, 'helpdocs', corpus.helpdocs, budgets)} |`,
      `| ${row(corpus, 'Pagefind', corpus.pagefind, undefined)} |`,
    );
    const bare = corpus.pagefind.bareFirstResultMs;
    if (bare)
      out.push(
        `| ${corpus.label} | Pagefind, bare page | — | — | ` +
          `${ms(bare.median)} / ${ms(bare.max)} (${bare.samples}) | — | — | — |`,
      );
  }
  out.push('');
  return out;
}
