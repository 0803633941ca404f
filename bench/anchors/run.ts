// Builds the generated corpora with the peers — Docusaurus 3.7, Rspress 2, Astro Starlight — cold, and records
// wall time, CPU and peak memory of the whole process tree, plus the weight of one doc page, per tool and corpus,
// in bench/.work/anchors.json.
//   npm run bench:anchors [-- --sizes 93,1000 --tools docusaurus,rspress,starlight --runs 3 --max-attempts 6
//   --no-page-weight]
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
import { formatRun, measure } from '../measure.js';
import { chromiumPath, measureLoadedPage } from '../page-weight-browser.js';
import { formatKb, measurePageWeight } from '../page-weight.js';
import {
  anchorToolNames,
  anchorsReportPath,
  isAnchorToolName,
  readAnchorsReport,
  type AnchorBuild,
  type AnchorPageWeight,
  type AnchorsReport,
  type AnchorToolName,
} from './report.js';
import { anchorBase, anchorTool, commandLine, quietEnv, type AnchorTool } from './tools.js';
import { weighedDocId } from './weighed-page.js';

const workDir = fileURLToPath(new URL('../.work/', import.meta.url));

function ensureInstalled(tool: AnchorTool): void {
  if (existsSync(path.join(tool.siteDir, 'node_modules/.bin', tool.bin))) return;
  console.log(`Installing the ${tool.name} anchor site (npm ci)…`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: tool.siteDir,
    stdio: 'inherit',
    env: { ...process.env, ...quietEnv },
  });
  if (result.status !== 0) throw new Error(`npm ci failed in ${path.relative(process.cwd(), tool.siteDir)}`);
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

async function buildCorpus(tool: AnchorTool, pages: number, runs: number, maxAttempts: number): Promise<AnchorBuild> {
  const summary = await measure(tool.build, {
    runs,
    maxAttempts,
    beforeEach: () => tool.clearOutput(),
    onRun: (run, attempt, disturbed) =>
      console.log(`  run ${attempt + 1}: ${formatRun(run)}${disturbed ? ' — disturbed, repeated' : ''}`),
  });
  return {
    tool: tool.tool,
    corpus: `corpus-${pages}`,
    pages,
    seed: defaultSeed,
    command: commandLine(tool.build),
    wallMs: summary.wallMs,
    cpuMs: summary.cpuMs,
    peakRssBytes: summary.peakRssBytes,
    runs: summary.runs,
    disturbedRuns: summary.disturbedRuns,
  };
}

async function weighPage(tool: AnchorTool, pages: number, sidebars: Sidebars): Promise<AnchorPageWeight> {
  const docId = weighedDocId(pages, sidebars);
  const { url, file } = tool.page(docId);
  const root = { dir: tool.outDir, base: anchorBase };
  const fromFiles = await measurePageWeight(root, file);
  const weight: AnchorPageWeight = {
    tool: tool.tool,
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
  // One record per tool and corpus: a new one replaces that pair's and keeps the others.
  const keyOf = (record: { readonly tool: string; readonly corpus: string }) => `${record.tool}\n${record.corpus}`;
  const replaced = new Set(builds.map(keyOf));
  const reweighed = new Set(weights.map(keyOf));
  const cpus = os.cpus();
  return {
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryBytes: os.totalmem(),
      node: process.version,
    },
    builds: [...(previous?.builds ?? []).filter((build) => !replaced.has(keyOf(build))), ...builds].sort(
      (a, b) => a.pages - b.pages || a.tool.localeCompare(b.tool),
    ),
    pageWeights: [...(previous?.pageWeights ?? []).filter((weight) => !reweighed.has(keyOf(weight))), ...weights].sort(
      (a, b) => a.corpus.localeCompare(b.corpus) || a.tool.localeCompare(b.tool),
    ),
  };
}

function toolsOf(list: string): AnchorToolName[] {
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !isAnchorToolName(name));
  if (unknown.length > 0) throw new Error(`Unknown tool(s) ${unknown.join(', ')}: use ${anchorToolNames.join(', ')}`);
  return names.filter(isAnchorToolName);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '93,1000' },
      tools: { type: 'string', default: anchorToolNames.join(',') },
      runs: { type: 'string', default: '3' },
      // Disturbed runs (other processes using over 10% of the cores) are repeated up to this many runs in all.
      'max-attempts': { type: 'string', default: '6' },
      'no-page-weight': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const sizes = values.sizes.split(',').map(Number);
  const runs = Number(values.runs);
  const tools = toolsOf(values.tools).map(anchorTool);
  for (const tool of tools) ensureInstalled(tool);
  await mkdir(workDir, { recursive: true });

  const builds: AnchorBuild[] = [];
  const weights: AnchorPageWeight[] = [];
  for (const pages of sizes) {
    console.log(`corpus-${pages}: generating`);
    const corpus = await generate(pages);
    for (const tool of tools) {
      console.log(`corpus-${pages}: ${runs} cold ${tool.tool} build(s)`);
      await tool.prepare(corpus.dir);
      const build = await buildCorpus(tool, pages, runs, Number(values['max-attempts']));
      builds.push(build);
      const median = {
        wallMs: build.wallMs.median,
        cpuMs: build.cpuMs.median,
        peakRssBytes: build.peakRssBytes.median,
      };
      console.log(`  median: ${formatRun(median)}`);
      if (!values['no-page-weight']) {
        const weight = await weighPage(tool, pages, corpus.sidebars);
        weights.push(weight);
        const shown = weight.loaded ?? weight.static;
        console.log(
          `  ${weight.url}: HTML ${formatKb(shown.html)}, CSS ${formatKb(shown.css)}, JS ${formatKb(shown.js)}, ` +
            `prefetched JS ${formatKb(shown.prefetchedJs)}`,
        );
      }
      // Write after every build so a long series keeps what it measured if stopped.
      await writeFile(
        anchorsReportPath,
        `${JSON.stringify(mergeReport(await readAnchorsReport(), builds, weights), null, 2)}\n`,
      );
    }
  }
  console.log(`Wrote ${path.relative(process.cwd(), fileURLToPath(anchorsReportPath))}`);
}

await main();
