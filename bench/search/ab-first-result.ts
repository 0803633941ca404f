// Time to the first result on `/manual/busca/?q=…` for two built sites, alternating A and B query by
// query so both meet the same machine load (4× CPU throttling, as in compare.ts).
//   npx tsx bench/search/ab-first-result.ts --a bench/.work/out-help-before --b bench/.work/out-help --rounds 3
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { spreadOf } from '../measure/stats.js';
import { serveStatic } from '../page-weight/static-server.js';
import { chromiumPath } from '../page-weight-browser.js';
import { firstQuery, helpdocsPage } from './first-result.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    queries: { type: 'string', default: '4' },
  },
});
const cases = JSON.parse(await readFile(path.join(repoRoot, 'test/search-queries.json'), 'utf8')) as Array<{
  query: string;
}>;
const step = Math.floor(cases.length / Number(values.queries));
const queries = cases
  .filter((_, i) => i % step === 0)
  .slice(0, Number(values.queries))
  .map((c) => c.query);
const sites = [values.a!, values.b!].map((dir) => ({ dir, root: { dir: path.join(dir, 'manual'), base: '/manual/' } }));
const servers = await Promise.all(sites.map((site) => serveStatic(site.root)));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const times: number[][] = [[], []];
try {
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const query of queries) {
      for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const result = await firstQuery(browser, servers[which]!.origin, sites[which]!.root, helpdocsPage, query, {
          throttle: 4,
        });
        if (result.firstResultMs !== undefined) times[which]!.push(result.firstResultMs);
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
sites.forEach((site, i) => {
  const spread = spreadOf(times[i]!);
  console.log(
    `${'AB'[i]} ${site.dir}: first result median ${spread.median.toFixed(0)} ms, ` +
      `max ${Math.max(...times[i]!).toFixed(0)} ms (${times[i]!.length} loads)`,
  );
});
