// Search beside Pagefind, per built corpus: index build cost, what a first query downloads, time to
// the first result at 4× CPU throttling, JS heap after a search, hit@1/hit@3 on the query suite.
//   npx tsx bench/search/compare.ts --sizes help,1000,5000   (each out dir built by `npm run bench`,
//   or by `node bin/helpdocs.js build --root … --out bench/.work/out-<size>`)
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { openSearch } from '../../src/search/engine.js';
import { spreadOf } from '../measure/stats.js';
import { serveStatic } from '../page-weight/static-server.js';
import { chromiumPath } from '../page-weight-browser.js';
import { searchFigures } from '../search-figures.js';
import {
  firstQuery,
  helpdocsPage,
  pagefindPage,
  pagefindSitePage,
  type FirstQuery,
  type SearchPageKind,
} from './first-result.js';
import { pagefindIndex } from './pagefind-index.js';
import { writePagefindPage, writePagefindSitePage } from './pagefind-page.js';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const THROTTLE = 4;
const run = promisify(execFile);

export interface Case {
  query: string;
  page: string;
  part?: string;
}

export interface EngineFigures {
  buildCpuMs: number;
  /** Peak memory the index adds (helpdocs: over reading the pages; Pagefind: its whole process). */
  buildPeakMb: number;
  firstQueryMaxGzip: number;
  firstQueryMedianGzip: number;
  worstQuery: string;
  firstResultMs: { median: number; max: number; samples: number };
  /** Pagefind: the first result on a bare page, beside `firstResultMs` on the site's own search page. */
  bareFirstResultMs?: { median: number; max: number; samples: number };
  heapMb?: number;
  hit1?: number;
  hit3?: number;
  heldOutHit3?: number;
}

export interface CorpusSearchFigures {
  label: string;
  pages: number;
  helpdocs: EngineFigures;
  pagefind: EngineFigures;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

async function helpdocsBuildCost(outDir: string): Promise<{ cpuMs: number; peakMb: number }> {
  const child = async (index: boolean) => {
    const args = [
      path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      path.join(repoRoot, 'bench/search/build-cost.ts'),
      '--out',
      outDir,
      ...(index ? ['--index'] : []),
    ];
    return JSON.parse((await run(process.execPath, args, { maxBuffer: 1 << 24 })).stdout) as {
      cpuMs: number;
      maxRssKb: number;
    };
  };
  const base = await child(false);
  const indexed = await child(true);
  return { cpuMs: indexed.cpuMs, peakMb: Math.max(0, indexed.maxRssKb - base.maxRssKb) / 1024 };
}

function hitRates(
  cases: readonly Case[],
  urlsOf: (query: string) => string[] | undefined,
  routeOf: (page: string) => string,
) {
  let hit1 = 0;
  let hit3 = 0;
  let counted = 0;
  for (const c of cases) {
    const urls = urlsOf(c.query);
    if (!urls) continue;
    counted += 1;
    const rank = urls.findIndex((url) => url.split('#')[0] === routeOf(c.page));
    if (rank === 0) hit1 += 1;
    if (rank >= 0 && rank < 3) hit3 += 1;
  }
  return { hit1: hit1 / counted, hit3: hit3 / counted };
}

const every = <T>(items: readonly T[], count: number) =>
  items.filter((_, i) => i % Math.max(1, Math.floor(items.length / count)) === 0).slice(0, count);

export async function compareSearch(
  label: string,
  outDir: string,
  cases: readonly Case[],
  options: { help: boolean; bytesQueries: number; timedQueries: number },
): Promise<CorpusSearchFigures> {
  const siteDir = path.join(outDir, 'manual');
  const queries = cases.map((c) => c.query);
  const ours = await searchFigures(outDir, '/manual/', queries);
  console.log(
    `  ${label}: helpdocs first query ${ours.firstQueryMedianGzip} B median, ${ours.firstQueryMaxGzip} B max`,
  );
  const cost = await helpdocsBuildCost(outDir);
  const pf = await pagefindIndex(repoRoot, outDir);
  console.log(`  ${label}: Pagefind indexed ${pf.pages} pages in ${pf.cpuMs.toFixed(0)} ms CPU`);
  await writePagefindPage(siteDir);
  await writePagefindSitePage(siteDir);

  const root = { dir: siteDir, base: '/manual/' };
  const server = await serveStatic(root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  try {
    // Unthrottled, for the bytes and the results a query gets.
    const runAll = async (kind: SearchPageKind, list: readonly string[]) => {
      const results: FirstQuery[] = [];
      for (const query of list) results.push(await firstQuery(browser, server.origin, root, kind, query));
      return results;
    };
    const timedList = every(queries, options.timedQueries);
    // Query by query, the three pages one after the other: a slower minute of the machine hits all three.
    const timed = new Map<SearchPageKind, FirstQuery[]>(
      [helpdocsPage, pagefindSitePage, pagefindPage].map((k) => [k, []]),
    );
    const timedOptions = { throttle: THROTTLE, heap: !options.help };
    for (const query of timedList)
      for (const [kind, runs] of timed)
        runs.push(await firstQuery(browser, server.origin, root, kind, query, timedOptions));
    const spread = (runs: readonly FirstQuery[]) => {
      const times = runs.map((r) => r.firstResultMs).filter((t): t is number => t !== undefined);
      return { median: spreadOf(times).median, max: Math.max(...times), samples: times.length };
    };
    const timing = (kind: SearchPageKind) => {
      const runs = timed.get(kind) ?? [];
      const heaps = runs.map((r) => r.heapBytes).filter((h): h is number => h !== undefined);
      return { firstResultMs: spread(runs), ...(heaps.length > 0 ? { heapMb: Math.max(...heaps) / 2 ** 20 } : {}) };
    };
    const pfBytesRuns = await runAll(pagefindPage, options.help ? queries : every(queries, options.bytesQueries));
    const pfWorst = pfBytesRuns.reduce((a, b) => (b.dataGzip > a.dataGzip ? b : a));
    const pagefind: EngineFigures = {
      buildCpuMs: pf.cpuMs,
      buildPeakMb: pf.maxRssKb / 1024,
      firstQueryMaxGzip: pfWorst.dataGzip,
      firstQueryMedianGzip: spreadOf(pfBytesRuns.map((r) => r.dataGzip)).median,
      worstQuery: pfWorst.query,
      ...timing(pagefindSitePage),
      bareFirstResultMs: spread(timed.get(pagefindPage) ?? []),
    };
    const helpdocs: EngineFigures = {
      buildCpuMs: cost.cpuMs,
      buildPeakMb: cost.peakMb,
      firstQueryMaxGzip: ours.firstQueryMaxGzip,
      firstQueryMedianGzip: ours.firstQueryMedianGzip,
      worstQuery: ours.worstQuery,
      ...timing(helpdocsPage),
    };
    if (options.help) {
      const routeOf = (page: string) => `/manual/${page.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
      const pfUrls = new Map(pfBytesRuns.map((r) => [r.query, r.urls]));
      const engine = await openSearch(
        '/manual/search-manifest.json',
        async (url) => JSON.parse(await readFile(path.join(outDir, url), 'utf8')) as unknown,
      );
      const ourUrls = new Map<string, string[]>();
      for (const query of queries)
        ourUrls.set(
          query,
          (await engine.search(query, { limit: 10 })).hits.map((h) => h.url),
        );
      const heldOut = cases.filter((c) => c.part === 'held-out');
      Object.assign(
        helpdocs,
        hitRates(cases, (q) => ourUrls.get(q), routeOf),
        { heldOutHit3: hitRates(heldOut, (q) => ourUrls.get(q), routeOf).hit3 },
      );
      Object.assign(
        pagefind,
        hitRates(cases, (q) => pfUrls.get(q), routeOf),
        { heldOutHit3: hitRates(heldOut, (q) => pfUrls.get(q), routeOf).hit3 },
      );
    }
    return { label, pages: ours.fragments, helpdocs, pagefind };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { sizes: { type: 'string', default: 'help,1000,5000' }, timed: { type: 'string', default: '10' } },
  });
  const cases = JSON.parse(await readFile(path.join(repoRoot, 'test/search-queries.json'), 'utf8')) as Case[];
  const figures: CorpusSearchFigures[] = [];
  for (const size of values.sizes.split(',')) {
    const help = size === 'help';
    console.log(`search beside Pagefind: ${size}…`);
    figures.push(
      await compareSearch(
        help ? 'help centre' : `corpus-${size}`,
        path.join(repoRoot, 'bench/.work', `out-${size}`),
        cases,
        { help, bytesQueries: 40, timedQueries: Number(values.timed) },
      ),
    );
  }
  await writeFile(path.join(repoRoot, 'bench/.work/search-compare.json'), JSON.stringify(figures, null, 2));
  console.log(JSON.stringify(figures, null, 2));
}
