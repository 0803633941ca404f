// Search figures from a built site, with the engine the browser runs: what a first query downloads
// (manifest, shards, fragments; gzip, max and median over the query suite) and query latency.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openSearch } from '../src/search/engine.js';
import { spreadOf, type Spread } from './measure/stats.js';

export interface SearchFigures {
  /** Search data a first query downloads, gzip -6 bytes: worst and median over the queries. */
  firstQueryMaxGzip: number;
  firstQueryMedianGzip: number;
  /** The query behind the worst case. */
  worstQuery: string;
  manifestGzip: number;
  /** Shards and fragments in `out/` (all of them, never downloaded together). */
  shards: number;
  fragments: number;
  /** Per query, warm, in milliseconds. */
  latencyMs: Spread & { p95: number };
  queries: number;
}

export async function searchFigures(outDir: string, base: string, queries: readonly string[]): Promise<SearchFigures> {
  const gzipCache = new Map<string, { text: string; gzip: number }>();
  const fileOf = async (url: string) => {
    let file = gzipCache.get(url);
    if (!file) {
      const text = await readFile(path.join(outDir, url), 'utf8');
      gzipCache.set(url, (file = { text, gzip: gzipSync(text, { level: 6 }).length }));
    }
    return file;
  };
  const manifestUrl = `${base}search-manifest.json`;
  const firstQuery: Array<{ query: string; bytes: number }> = [];
  for (const query of queries) {
    // A fresh engine per query: what a reader's first search costs, nothing cached.
    let bytes = 0;
    const engine = await openSearch(manifestUrl, async (url) => {
      const file = await fileOf(url);
      bytes += file.gzip;
      return JSON.parse(file.text) as unknown;
    });
    await engine.search(query, { limit: 10 });
    firstQuery.push({ query, bytes });
  }
  const warm = await openSearch(manifestUrl, async (url) => JSON.parse((await fileOf(url)).text) as unknown);
  for (const query of queries) await warm.search(query, { limit: 10 });
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      // Results as you type: every prefix of the query is a search.
      for (let end = 3; end <= query.length; end += 3) {
        const started = performance.now();
        await warm.search(query.slice(0, end), { limit: 10 });
        times.push(performance.now() - started);
      }
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const worst = firstQuery.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    firstQueryMaxGzip: worst.bytes,
    firstQueryMedianGzip: spreadOf(firstQuery.map((q) => q.bytes)).median,
    worstQuery: worst.query,
    manifestGzip: (await fileOf(manifestUrl)).gzip,
    shards: warm.manifest.shards.length,
    fragments: warm.manifest.fragmentHashes.length,
    latencyMs: { ...spreadOf(times), p95: sorted[Math.floor(sorted.length * 0.95)]! },
    queries: queries.length,
  };
}
