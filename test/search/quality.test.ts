// The pt-BR query suite (test/search-queries.json) against the help centre's search files: the
// expected page must be in the top 3 for at least 95 % of the tuning part and 85 % of the held-out
// part (queries never used to tune anything; the goal there is 90 %). Hit rates, MRR and section accuracy are printed.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import type { SearchEngine } from '../../src/search/engine.js';
import { repoRoot } from '../helpers/sites.js';
import { engineFromBuild } from './engine-from-build.js';

interface Case {
  query: string;
  page: string;
  anchor?: string;
  /** "held-out": never used to tune the ranking or the synonyms; the rest ("tuning", or none) may be. */
  part?: 'tuning' | 'held-out';
}

const cases = JSON.parse(readFileSync(new URL('../search-queries.json', import.meta.url), 'utf8')) as Case[];
const heldOut = cases.filter((c) => c.part === 'held-out');
// Written from readers' needs before their results were looked at (test/search-queries-readers.json):
// an ERP named in the query, the implementers' and readers' own words for a task.
const readers = JSON.parse(readFileSync(new URL('../search-queries-readers.json', import.meta.url), 'utf8')) as Case[];
const tuning = cases.filter((c) => c.part !== 'held-out');
let result: BuildResult;
let searcher: SearchEngine;

beforeAll(async () => {
  result = await build({ root: repoRoot, write: false });
  searcher = (await engineFromBuild(result)).engine;
}, 120_000);

interface Score {
  top1: number;
  top3: number;
  mrr: number;
  sections: string;
  misses: string[];
}

async function score(part: readonly Case[]): Promise<Score> {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  let sections = 0;
  let withSection = 0;
  const misses: string[] = [];
  for (const { query, page, anchor } of part) {
    const route = result.site.docsById.get(page)!.route;
    const hits = (await searcher.search(query, { limit: 10 })).hits;
    const rank = hits.findIndex((hit) => hit.url.split('#')[0] === route);
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    else
      misses.push(
        `"${query}" → ${page} (rank ${rank < 0 ? '> 10' : rank + 1}; got ${hits
          .slice(0, 3)
          .map((h) => h.url)
          .join(', ')})`,
      );
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (anchor !== undefined) {
      withSection += 1;
      if (rank >= 0 && decodeURIComponent(hits[rank]!.url.split('#')[1] ?? '') === anchor) sections += 1;
    }
  }
  return {
    top1: top1 / part.length,
    top3: top3 / part.length,
    mrr: reciprocal / part.length,
    sections: `${sections}/${withSection}`,
    misses,
  };
}

const report = (name: string, part: readonly Case[], s: Score) =>
  console.info(
    `search quality, ${name}: ${part.length} queries · hit@1 ${(s.top1 * 100).toFixed(1)} % · ` +
      `hit@3 ${(s.top3 * 100).toFixed(1)} % · MRR ${s.mrr.toFixed(3)} · right section ${s.sections}` +
      (s.misses.length > 0 ? `\nmisses:\n  ${s.misses.join('\n  ')}` : ''),
  );

describe('the query suite', () => {
  it('has at least 40 tuning and 30 held-out queries, each naming a listed page and an anchor that exists', () => {
    expect(tuning.length).toBeGreaterThanOrEqual(40);
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    expect(readers.length).toBeGreaterThanOrEqual(40);
    for (const { query, page, anchor } of [...cases, ...readers]) {
      const doc = result.site.docsById.get(page);
      expect(doc, `${query}: no page ${page}`).toBeDefined();
      expect(doc!.frontMatter.unlisted, `${query}: ${page} is unlisted`).toBe(false);
      if (anchor !== undefined) expect(doc!.anchorIds.has(anchor), `${query}: no #${anchor} in ${page}`).toBe(true);
    }
  });

  it('finds the expected page in the top 3 for at least 95 % of the tuning queries', async () => {
    const s = await score(tuning);
    report('tuning part', tuning, s);
    expect(s.top3).toBeGreaterThanOrEqual(0.95);
  });

  // The goal is 90 %; measured 88.6 % (31/35) when this part was written. The floor sits below the
  // goal rather than the held-out queries being tuned on: that would make them a second tuning part.
  it('finds the expected page in the top 3 for at least 85 % of the held-out queries', async () => {
    const s = await score(heldOut);
    report('held-out part', heldOut, s);
    expect(s.top3).toBeGreaterThanOrEqual(0.85);
  });

  // The goal is 95 %. Written before any result was looked at: 78.8 % (41/52) on the engine and
  // pages they were written against, 96.2 % (50/52) now. The two misses ask in words every page
  // uses ("quem vendeu mais no mês", "cliente sem comprar há 90 dias"). The floor is what is
  // measured, not the goal: not tuned to reach it.
  it("finds the expected page in the top 3 for at least 95 % of the readers' queries", async () => {
    const s = await score(readers);
    report("readers' queries", readers, s);
    expect(s.top3).toBeGreaterThanOrEqual(0.95);
  });
});
