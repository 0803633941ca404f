// Builds the generated corpora with Docusaurus 3.7, cold, and records wall time, CPU and peak memory
// of the whole process tree, plus the weight of one doc page, in bench/.work/anchors.json.
//   npm run bench:anchors [-- --sizes 93,1000 --runs 3 --max-attempts 6 --no-page-weight]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateCorpus } from '../corpus/generate.js';
import type { Sidebars } from '../corpus/sidebars.js';
import { validateCorpus } from '../corpus/validate.js';
import { writeCorpus } from '../corpus/write-files.js';
import { defaultSeed } from '../gen-corpus.js';
import { formatRun, measure, type CommandSpec } from '../measure.js';
import { chromiumPath, measureLoadedPage } from '../page-weight-browser.js';
import { formatKb, measurePageWeight } from '../page-weight.js';
import { clearDocusaurusOutput, docusaurusSiteDir, prepareDocusaurus } from './prepare-docusaurus.js';
import {
  anchorsReportPath,
  readAnchorsReport,
  type AnchorBuild,
  type AnchorPageWeight,
  type AnchorsReport,
} from './report.js';
import { docUrl, weighedDocId } from './weighed-page.js';

const workDir = fileURLToPath(new URL('../.work/', import.meta.url));
const tool = 'docusaurus 3.7.0';
// No update check during a timed build: it would call the registry.
const quietEnv = { NO_UPDATE_NOTIFIER: '1' } as const;
const docusaurusBuild: CommandSpec = {
  command: 'npx',
  args: ['docusaurus', 'build'],
  cwd: docusaurusSiteDir,
  env: quietEnv,
};

function ensureDocusaurusInstalled(): void {
  if (existsSync(path.join(docusaurusSiteDir, 'node_modules/.bin/docusaurus'))) return;
  console.log('Installing the Docusaurus anchor site (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: docusaurusSiteDir,
    stdio: 'inherit',
    env: { ...process.env, ...quietEnv },
  });
  if (result.status !== 0) throw new Error('npm ci failed in bench/anchors/docusaurus');
}

async function generate(pages: number): Promise<{ dir: string; sidebars: Sidebars }> {
  const files = generateCorpus({ pages, seed: defaultSeed });
  const problems = validateCorpus(files);
  if (problems.length > 0) throw new Error(`The generated corpus is invalid:\n${problems.join('\n')}`);
  const dir = path.join(workDir, `corpus-${pages}`);
  await writeCorpus(dir, files);
  const sidebars = JSON.parse(files.find((file) => file.path === 'sidebars.json')?.content ?? '{}') as Sidebars;
  return { dir, sidebars };
}

async function buildCorpus(pages: number, runs: number, maxAttempts: number): Promise<AnchorBuild> {
  const summary = await measure(docusaurusBuild, {
    runs,
    maxAttempts,
    beforeEach: () => clearDocusaurusOutput(),
    onRun: (run, attempt, disturbed) =>
      console.log(`  run ${attempt + 1}: ${formatRun(run)}${disturbed ? ' — disturbed, repeated' : ''}`),
  });
  return {
    tool,
    corpus: `corpus-${pages}`,
    pages,
    seed: defaultSeed,
    command: `NO_UPDATE_NOTIFIER=1 ${[docusaurusBuild.command, ...docusaurusBuild.args].join(' ')}`,
    wallMs: summary.wallMs,
    cpuMs: summary.cpuMs,
    peakRssBytes: summary.peakRssBytes,
    runs: summary.runs,
    disturbedRuns: summary.disturbedRuns,
  };
}

async function weighPage(pages: number, sidebars: Sidebars): Promise<AnchorPageWeight> {
  const docId = weighedDocId(pages, sidebars);
  const url = docUrl(docId);
  const root = { dir: path.join(docusaurusSiteDir, 'build'), base: '/manual/' };
  const fromFiles = await measurePageWeight(root, path.join(root.dir, url.slice(root.base.length), 'index.html'));
  const weight: AnchorPageWeight = {
    tool,
    corpus: `corpus-${pages}`,
    docId,
    url,
    static: { html: fromFiles.html, css: fromFiles.css, js: fromFiles.js, prefetchedJs: fromFiles.prefetchedJs },
  };
  if (!existsSync(chromiumPath)) {
    console.log(`  ${chromiumPath} not found: page weight from the HTML only (misses chunks loaded by scripts)`);
    return weight;
  }
  const loaded = await measureLoadedPage(root, url);
  const scripts = loaded.assets.filter((asset) => asset.kind === 'script').length;
  return {
    ...weight,
    loaded: {
      html: loaded.html,
      css: loaded.css,
      js: loaded.js,
      prefetchedJs: loaded.prefetchedJs,
      viewport: loaded.viewport,
      scripts,
    },
  };
}

function mergeReport(
  previous: AnchorsReport | undefined,
  builds: readonly AnchorBuild[],
  weights: readonly AnchorPageWeight[],
): AnchorsReport {
  const replaced = new Set(builds.map((build) => build.corpus));
  const reweighed = new Set(weights.map((weight) => weight.corpus));
  const cpus = os.cpus();
  return {
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryBytes: os.totalmem(),
      node: process.version,
    },
    builds: [...(previous?.builds ?? []).filter((build) => !replaced.has(build.corpus)), ...builds].sort(
      (a, b) => a.pages - b.pages,
    ),
    pageWeights: [...(previous?.pageWeights ?? []).filter((weight) => !reweighed.has(weight.corpus)), ...weights].sort(
      (a, b) => a.corpus.localeCompare(b.corpus),
    ),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '93,1000' },
      runs: { type: 'string', default: '3' },
      // Disturbed runs (other processes using over 10% of the cores) are repeated up to this many runs in all.
      'max-attempts': { type: 'string', default: '6' },
      'no-page-weight': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const sizes = values.sizes.split(',').map(Number);
  const runs = Number(values.runs);
  ensureDocusaurusInstalled();
  await mkdir(workDir, { recursive: true });

  const builds: AnchorBuild[] = [];
  const weights: AnchorPageWeight[] = [];
  for (const pages of sizes) {
    console.log(`corpus-${pages}: generating, then ${runs} cold Docusaurus build(s)`);
    const corpus = await generate(pages);
    await prepareDocusaurus(corpus.dir);
    const build = await buildCorpus(pages, runs, Number(values['max-attempts']));
    builds.push(build);
    const median = { wallMs: build.wallMs.median, cpuMs: build.cpuMs.median, peakRssBytes: build.peakRssBytes.median };
    console.log(`  median: ${formatRun(median)}`);
    if (!values['no-page-weight']) {
      const weight = await weighPage(pages, corpus.sidebars);
      weights.push(weight);
      const shown = weight.loaded ?? weight.static;
      console.log(
        `  ${weight.url}: HTML ${formatKb(shown.html)}, CSS ${formatKb(shown.css)}, JS ${formatKb(shown.js)}, ` +
          `prefetched JS ${formatKb(shown.prefetchedJs)}`,
      );
    }
    // Write after every corpus so a long series keeps what it measured if stopped.
    await writeFile(
      anchorsReportPath,
      `${JSON.stringify(mergeReport(await readAnchorsReport(), builds, weights), null, 2)}\n`,
    );
  }
  console.log(`Wrote ${path.relative(process.cwd(), fileURLToPath(anchorsReportPath))}`);
}

await main();
