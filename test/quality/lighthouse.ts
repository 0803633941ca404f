// Lighthouse gate: the help centre's home, its longest doc page and the not-found page, mobile and
// desktop presets, served on 127.0.0.1. Prints the scores, writes the JSON reports to .lighthouse/
// (git-ignored) and exits 1 below the thresholds: performance ≥ 98 (the second-best of 5 runs),
// accessibility, best practices and SEO = 100.
// Run: npm run test:lighthouse   (LIGHTHOUSE_RUNS=1 for a quick look)
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Config, Result } from 'lighthouse';
import { build } from '../../src/build.js';
import { serve } from '../../src/serve/index.js';
import { repoRoot } from '../helpers/sites.js';
import { launchDebuggableChromium } from './chromium-debug.js';
import { LIGHTHOUSE_PAGES } from './pages.js';

// Five: the long doc's mobile runs spread 94–99 on a slow machine, where the median of three read 96 and 98 on the
// same bytes an hour apart.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_PERFORMANCE = 98;
/**
 * Lighthouse will not audit a document answered with status 404 (ERRORED_DOCUMENT_REQUEST). Readers get
 * the not-found page's bytes at any unknown path, so a copy of 404.html is put at a path of its own,
 * and `helpdocs serve` sends it with status 200 and the same compression as every other page.
 */
const notFoundCopy = (base: string) => `${base}__pagina-nao-encontrada/`;
const PRESETS: Array<{ name: string; config: Config | undefined }> = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
const reportsDir = path.join(repoRoot, '.lighthouse');

type Scores = Record<(typeof CATEGORIES)[number], number>;

function scoresOf(lhr: Result): Scores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

/** Audits of a category that did not pass, e.g. `color-contrast (0)`. */
function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score})`);
}

/**
 * The second-best of the runs. A busy machine only slows a run down (the long doc's mobile runs spread 94–99 on
 * the same bytes), while a heavier page lowers every run: a score reached twice is the page's, once may be luck.
 */
function secondBest(values: number[]): number {
  const sorted = [...values].sort((a, b) => b - a);
  return sorted[Math.min(1, sorted.length - 1)]!;
}

async function main(): Promise<number> {
  const work = await mkdtemp(path.join(tmpdir(), 'helpdocs-lighthouse-'));
  const outDir = path.join(work, 'out');
  const built = await build({ root: repoRoot, outDir, write: true });
  if (built.stats.errors > 0) throw new Error('the help centre did not build');
  const notFoundRoute = notFoundCopy(built.config.base);
  await mkdir(path.join(outDir, notFoundRoute), { recursive: true });
  await copyFile(path.join(outDir, built.config.base, '404.html'), path.join(outDir, notFoundRoute, 'index.html'));
  const server = await serve({
    root: repoRoot,
    outDir,
    host: '127.0.0.1',
    port: 0,
    watch: false,
    open: false,
    report: () => {},
  });
  const chromium = await launchDebuggableChromium();
  await mkdir(reportsDir, { recursive: true });
  const problems: string[] = [];
  console.log(
    `Lighthouse ${RUNS === 1 ? '(1 run)' : `(second-best of ${RUNS} runs for performance)`}; helpdocs serve ` +
      `at ${server.origin}`,
  );
  console.log('page             preset   perf  a11y  best-practices  seo   LCP     perf of each run');
  try {
    for (const { name, route } of LIGHTHOUSE_PAGES) {
      for (const preset of PRESETS) {
        const runs: Result[] = [];
        for (let i = 0; i < RUNS; i++) {
          const url = `${server.origin}${name === 'not-found' ? notFoundRoute : route}`;
          const result = await lighthouse(
            url,
            { port: chromium.port, output: 'json', logLevel: 'error' },
            preset.config,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
          runs.push(result.lhr);
          await writeFile(path.join(reportsDir, `${name}-${preset.name}-${i + 1}.json`), String(result.report));
        }
        const performance = secondBest(runs.map((lhr) => scoresOf(lhr).performance));
        // The run whose performance is kept stands for the others (as Lighthouse CI's median run does).
        const lhr = runs.find((run) => scoresOf(run).performance === performance)!;
        const scores = { ...scoresOf(lhr), performance };
        const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
        const each = runs.map((run) => scoresOf(run).performance).join(' ');
        console.log(
          `${name.padEnd(16)} ${preset.name.padEnd(8)} ${String(scores.performance).padStart(4)} ` +
            ` ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(14)} ` +
            ` ${String(scores.seo).padStart(3)}   ${lcp.padEnd(7)} ${each}`,
        );
        const where = `${name} (${preset.name})`;
        if (performance < MIN_PERFORMANCE)
          problems.push(
            `${where}: performance ${performance} ` +
              `< ${MIN_PERFORMANCE}: ${failingAudits(lhr, 'performance').join(', ')}`,
          );
        for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
          if (scores[category] < 100)
            problems.push(`${where}: ${category} ${scores[category]}: ${failingAudits(lhr, category).join(', ')}`);
        }
      }
    }
  } finally {
    await chromium.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  console.log(`Reports: ${path.relative(repoRoot, reportsDir)}/`);
  if (problems.length > 0) {
    console.error(`Lighthouse gate failed:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log('Lighthouse gate passed.');
  return 0;
}

process.exitCode = await main();
