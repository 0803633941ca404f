// The one-line-doc site (bench/one-line-site.ts) built cold by helpdocs and by Hugo, alternating, on the
// same content: the "≤ 2× Hugo" budget for output linear in the page count.
//   npx tsx bench/one-line-hugo.ts --docs 20000 --runs 1
import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { clearHugoOutput, prepareHugoSite } from './anchors/hugo.js';
import { measure, type MeasureSummary } from './measure.js';
import { writeOneLineSite } from './one-line-site.js';

/**
 * After clearing the last output, the disk is given time to write back what is still dirty (`sync`):
 * otherwise each run pays for the writes of the one before it, and the tool that writes more slows
 * the other's runs as much as its own.
 */
async function settled(clearing: Promise<unknown>): Promise<void> {
  await clearing;
  execFileSync('sync');
  // And the page cache emptied where the machine allows it (root): with it full of the last runs'
  // output, both tools slowed down run after run (Hugo 10.0, 14.1, 17.1 s).
  await writeFile('/proc/sys/vm/drop_caches', '3').catch(() => undefined);
}

const { values } = parseArgs({ options: { docs: { type: 'string', default: '20000' }, runs: { type: 'string' } } });
const docs = Number(values.docs);
const runs = Number(values.runs ?? '1');
const work = fileURLToPath(new URL(`./.work/one-line-hugo-${docs}/`, import.meta.url));
const site = path.join(work, 'site');
await rm(work, { recursive: true, force: true });
const routes = await writeOneLineSite(site, docs);
const hugoDir = path.join(work, 'hugo');
const hugo = await prepareHugoSite(path.join(site, 'content'), hugoDir);
const cli = fileURLToPath(new URL('../bin/helpdocs.js', import.meta.url));
const out = path.join(work, 'out');
const helpdocs = { command: process.execPath, args: [cli, 'build', '--no-cache', '--quiet', '--out', out], cwd: site };
const figures: Record<string, MeasureSummary> = {};
for (let run = 0; run < runs; run++) {
  figures.helpdocs = await measure(helpdocs, {
    runs: 1,
    beforeEach: () => settled(rm(out, { recursive: true, force: true })),
  });
  figures.hugo = await measure(hugo, { runs: 1, beforeEach: () => settled(clearHugoOutput(hugoDir)) });
  const [ours, theirs] = [figures.helpdocs.wallMs.median, figures.hugo.wallMs.median];
  console.log(
    `${routes.length} docs, run ${run + 1}: helpdocs ${(ours / 1000).toFixed(1)} s wall ` +
      `(${(figures.helpdocs.cpuMs.median / 1000).toFixed(1)} s CPU, ` +
      `${Math.round(figures.helpdocs.peakRssBytes.median / 2 ** 20)} MiB), Hugo ${(theirs / 1000).toFixed(1)} s wall ` +
      `(${(figures.hugo.cpuMs.median / 1000).toFixed(1)} s CPU): ${(ours / theirs).toFixed(2)}×`,
  );
}
