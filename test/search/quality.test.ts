// The pt-BR query suite (test/search-queries.json) against the help centre's built index: the
// expected page must be in the top 3 for at least 95 % of the queries. Hit rate, mean reciprocal
// rank, section accuracy and index size are printed for the README.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import type { SearchEngine } from '../../src/search/engine.js';
import { repoRoot } from '../helpers/sites.js';
import { engineFromBuild } from './engine-from-build.js';

interface Case {
  query: string;
  page: string;
  anchor?: string;
}

const cases = JSON.parse(readFileSync(new URL('../search-queries.json', import.meta.url), 'utf8')) as Case[];
const KB = 1000;
let result: BuildResult;
let searcher: SearchEngine;

beforeAll(async () => {
  result = await build({ root: repoRoot, write: false });
  searcher = (await engineFromBuild(result)).engine;
}, 120_000);

describe('the query suite', () => {
  it('has at least 40 queries, each naming a listed page and an anchor that exists', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const { query, page, anchor } of cases) {
      const doc = result.site.docsById.get(page);
      expect(doc, `${query}: no page ${page}`).toBeDefined();
      expect(doc!.frontMatter.unlisted, `${query}: ${page} is unlisted`).toBe(false);
      if (anchor !== undefined) expect(doc!.anchorIds.has(anchor), `${query}: no #${anchor} in ${page}`).toBe(true);
    }
  });

  it('finds the expected page in the top 3 for at least 95 % of the queries', async () => {
    let top3 = 0;
    let reciprocal = 0;
    let sections = 0;
    let withSection = 0;
    const misses: string[] = [];
    for (const { query, page, anchor } of cases) {
      const route = result.site.docsById.get(page)!.route;
      const hits = (await searcher.search(query, { limit: 10 })).hits;
      const rank = hits.findIndex((hit) => hit.url.split('#')[0] === route);
      if (rank >= 0 && rank < 3) top3 += 1;
      else misses.push(`"${query}" → ${page} (rank ${rank < 0 ? '> 10' : rank + 1}; got ${hits.slice(0, 3).map((h) => h.url).join(', ')})`);
      if (rank >= 0) reciprocal += 1 / (rank + 1);
      if (anchor !== undefined) {
        withSection += 1;
        if (rank >= 0 && decodeURIComponent(hits[rank]!.url.split('#')[1] ?? '') === anchor) sections += 1;
      }
    }
    const hitRate = top3 / cases.length;
    const mrr = reciprocal / cases.length;
    console.info(
      `search quality: ${cases.length} queries · top-3 hit rate ${(hitRate * 100).toFixed(1)} % · MRR ${mrr.toFixed(3)} · right section ${sections}/${withSection}` +
        (misses.length > 0 ? `\nmisses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(hitRate).toBeGreaterThanOrEqual(0.95);
  });
});
