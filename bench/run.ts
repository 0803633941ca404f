// `npm run bench [-- --sizes help,93,1000,5000 --runs 3 --no-watch]`: cold builds of the help centre
// and generated corpora (without the cache, then with it, then warm from it, with Hugo beside them),
// watch reload time, page weights and search figures; writes bench/RESULTS.md with the Docusaurus
// ratios from `npm run bench:anchors` (bench/.work/anchors.json) when present, and bench/results.json,
// each figure of which the next run compares itself with (bench/regression/).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { glob } from 'tinyglobby';
import { readAnchorsReport } from './anchors/report.js';
import { defaultSeed, generateCorpusTo } from './gen-corpus.js';
import { hugoVersion } from './anchors/hugo.js';
import { hydratedWeight } from './hydrated-weight.js';
import { incrementalFigure, type IncrementalFigure } from './incremental.js';
import { writeLargeDocSite } from './large-doc.js';
import { lighthouseFigures } from './lighthouse-figures.js';
import { measure, formatRun } from './measure.js';
import { spreadOf } from './measure/stats.js';
import { bytesOf, measurePageWeight } from './page-weight.js';
import { FIGURES_FILE, figuresFileText } from './regression/baseline.js';
import { figuresOf } from './regression/run-figures.js';
import { committedBaseline, measuredCommit } from './regression/git-baseline.js';
import { comparisonOf, comparisonText } from './regression/report.js';
import { resultsMarkdown, type BenchResults, type BuildFigure } from './results-md.js';
import { searchFigures } from './search-figures.js';
import { compareSearch, type Case } from './search/compare.js';
import { watchReloadLatency } from './watch-latency.js';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const work = path.join(repoRoot, 'bench/.work');
const cli = path.join(repoRoot, 'bin/helpdocs.js');
const base = 'manual/';

const resultsFile = path.join(repoRoot, 'bench/RESULTS.md');
/** RESULTS.md's dated notes, written by hand below this line: a run rewrites only what is above it. */
const NOTES_MARKER = '<!-- npm run bench rewrites what is above this line and keeps what is below it. -->';

async function handWrittenNotes(): Promise<string> {
  const text = existsSync(resultsFile) ? await readFile(resultsFile, 'utf8') : '';
  const at = text.indexOf(NOTES_MARKER);
  return at < 0 ? `${NOTES_MARKER}\n` : text.slice(at);
}

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'help,93,1000,5000,large-doc-500k,large-doc' },
    runs: { type: 'string', default: '3' },
    'no-watch': { type: 'boolean', default: false },
    'no-quiet-wait': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

async function siteFor(size: string): Promise<{ root: string; label: string; pages: number; contentDir: string }> {
  if (size === 'help')
    return {
      root: repoRoot,
      label: 'help centre (content/)',
      pages: (await glob('content/**/*.md', { cwd: repoRoot })).length,
      contentDir: path.join(repoRoot, 'content'),
    };
  const largeDoc = /^large-doc(?:-(\d+)k)?$/.exec(size);
  if (largeDoc) {
    // One large doc (5 MB, or `large-doc-500k`: 500 KB): what a very large page costs (time and peak
    // memory), apart from the corpora; issue 30's budgets are set for both sizes.
    const kilobytes = Number(largeDoc[1] ?? 5 * 1024);
    const root = path.join(work, size);
    if (!existsSync(path.join(root, 'content'))) await writeLargeDocSite(root, kilobytes * 1024);
    const label = kilobytes >= 1024 ? `${kilobytes / 1024} MB` : `${kilobytes} KB`;
    return { root, label: `one ${label} doc`, pages: 1, contentDir: path.join(root, 'content') };
  }
  const pages = Number(size);
  const root = path.join(work, `corpus-${pages}`);
  if (!existsSync(path.join(root, 'sidebars.json'))) {
    console.log(`generating corpus-${pages}…`);
    await generateCorpusTo(root, { pages, seed: defaultSeed });
  }
  return { root, label: `corpus-${pages}`, pages, contentDir: path.join(root, 'content') };
}

async function buildFigure(size: string): Promise<BuildFigure> {
  const site = await siteFor(size);
  const out = path.join(work, `out-${size}`);
  const command =
    `node bin/helpdocs.js build --root ${path.relative(repoRoot, site.root) || '.'} ` +
    `--out ${path.relative(repoRoot, out)} --no-cache --quiet`;
  console.log(`building ${site.label} ×${runs}: ${command}`);
  const summary = await measure(
    {
      command: process.execPath,
      args: [cli, 'build', '--root', site.root, '--out', out, '--no-cache', '--quiet'],
      cwd: repoRoot,
    },
    {
      runs,
      beforeEach: () => rm(out, { recursive: true, force: true }),
      // Without the wait the machine is taken as it is: a loaded run is kept, not repeated.
      ...(values['no-quiet-wait'] ? { quietWait: false as const, maxDisturbance: Infinity } : {}),
      onRun: (run, attempt, disturbed) =>
        console.log(`  run ${attempt}: ${formatRun(run)}${disturbed ? ' (disturbed, repeated)' : ''}`),
    },
  );
  // Page weight must not grow with the site: the median doc page's HTML, gzip.
  const pages = await glob(`${base}**/index.html`, { cwd: out, ignore: [`${base}tags/**`, `${base}busca/**`] });
  const htmlGzip = await Promise.all(pages.map(async (file) => bytesOf(await readFile(path.join(out, file))).gzip));
  return {
    size,
    label: site.label,
    pages: site.pages,
    command,
    summary,
    medianDocHtmlGzip: spreadOf(htmlGzip).median,
    out,
  };
}

async function main(): Promise<void> {
  const sizes = values.sizes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  await mkdir(work, { recursive: true });
  // Read before measuring: what the run is compared with, and the code it measures, as they were at the start.
  const baseline = committedBaseline(repoRoot);
  const measuredOn = measuredCommit(repoRoot);
  const builds: BuildFigure[] = [];
  for (const size of sizes) builds.push(await buildFigure(size));
  const incremental: IncrementalFigure[] = [];
  const quiet = values['no-quiet-wait'] ? { quietWait: false as const, maxDisturbance: Infinity } : {};
  for (const size of sizes)
    incremental.push(await incrementalFigure({ size, ...(await siteFor(size)) }, work, cli, runs, quiet));

  const help = builds.find((b) => b.size === 'help');
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryBytes: totalmem(),
      node: process.version,
    },
    runs,
    builds,
    anchors: await readAnchorsReport(),
    incremental,
    hugo: hugoVersion() ?? 'not installed',
  };
  if (help) {
    const root = { dir: path.join(help.out, base), base: `/${base}` };
    const pageFile = (route: string) => path.join(help.out, base, route, 'index.html');
    const types: Array<[string, string]> = [
      ['home', ''],
      ['doc page', 'implantacao/inicio/instalando-o-integrador'],
      ['longest doc page', 'implantacao/integracao/integracao-padrao/arquivo-de-integracao/preenchendo-o-arquivo'],
      ['video page', 'implantacao/video/video-implantacao-completa'],
      ['tags index', 'tags'],
      ['search page', 'busca'],
    ];
    results.pageWeights = await Promise.all(
      types.map(async ([type, route]) => ({ type, weight: await measurePageWeight(root, pageFile(route)) })),
    );
    results.notFound = await measurePageWeight(root, path.join(help.out, base, '404.html'));
    console.log('weighing a doc page in Chromium…');
    results.hydrated = await hydratedWeight(root, `/${base}implantacao/inicio/instalando-o-integrador/`);
    const queries = (
      JSON.parse(await readFile(path.join(repoRoot, 'test/search-queries.json'), 'utf8')) as Array<{ query: string }>
    ).map((q) => q.query);
    results.search = await searchFigures(help.out, `/${base}`, queries);
    if (!values['no-watch']) {
      console.log('measuring serve --watch…');
      results.watch = await watchReloadLatency(
        repoRoot,
        repoRoot,
        'content/usuario/modulos/clientes/classificacao/curva-abc.md',
      );
    }
  }
  // Search beside Pagefind on the help centre and the corpora of 1,000 pages or more.
  const cases = JSON.parse(await readFile(path.join(repoRoot, 'test/search-queries.json'), 'utf8')) as Case[];
  results.searchComparison = [];
  for (const build of builds.filter((b) => b.size === 'help' || Number(b.size) >= 1000)) {
    console.log(`search beside Pagefind: ${build.label}…`);
    results.searchComparison.push(
      await compareSearch(build.size === 'help' ? 'help centre' : build.label, build.out, cases, {
        help: build.size === 'help',
        bytesQueries: 40,
        timedQueries: 10,
      }),
    );
  }
  // The page the peers were weighed on (the same doc for every peer), weighed here too, corpus by corpus.
  results.pairs = [];
  const weighedPages = new Map((results.anchors?.pageWeights ?? []).map((w) => [`${w.corpus}\n${w.docId}`, w]));
  for (const anchor of weighedPages.values()) {
    const build = builds.find((b) => b.label === anchor.corpus);
    const file = build && path.join(build.out, base, anchor.docId.replace(/\/?index$/, ''), 'index.html');
    if (file && existsSync(file))
      results.pairs.push({
        corpus: anchor.corpus,
        docId: anchor.docId,
        helpdocs: await measurePageWeight({ dir: path.join(build.out, base), base: `/${base}` }, file),
      });
  }
  const lighthouse = await lighthouseFigures(path.join(repoRoot, '.lighthouse'));
  if (lighthouse) results.lighthouse = lighthouse;
  const analysis = path.join(repoRoot, 'bench/analysis.md');
  if (existsSync(analysis)) results.analysis = await readFile(analysis, 'utf8');
  const figures = figuresOf(results);
  const { cpus: cores, cpuModel, node } = results.machine;
  const machine = `${cores} cores (${cpuModel}), Node ${node}`;
  results.comparison = comparisonOf(baseline, figures, machine);
  const markdown = resultsMarkdown(results);
  await writeFile(resultsFile, `${markdown}\n${await handWrittenNotes()}`);
  await writeFile(
    path.join(repoRoot, FIGURES_FILE),
    figuresFileText({ date: results.date, measuredOn, machine }, figures),
  );
  console.log(markdown);
  // Last, so it is what the terminal shows: a regression is printed, never a failure (timings are not tests).
  console.log(comparisonText(results.comparison).join('\n'));
}

await main();
