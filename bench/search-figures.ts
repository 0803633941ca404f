// Search index size and query latency, from a built site, with the same searcher the browser runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSearcher } from '../src/search/searcher.js';
import type { CompactIndex } from '../src/search/index-codec.js';
import type { SearchManifest } from '../src/search/routes.js';
import type { SearchStore } from '../src/search/store.js';
import { spreadOf, type Spread } from './measure/stats.js';

export interface SearchFigures {
  indexGzip: number;
  storeGzip: number;
  /** Per query, warm, in milliseconds. */
  latencyMs: Spread & { p95: number };
  queries: number;
}

export async function searchFigures(outDir: string, base: string, queries: readonly string[]): Promise<SearchFigures> {
  const siteDir = path.join(outDir, base);
  const manifest = JSON.parse(await readFile(path.join(siteDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
  const fileOf = (url: string) => path.join(outDir, url.startsWith('/') ? url : path.join(base, url));
  const indexText = await readFile(fileOf(manifest.index));
  const storeText = await readFile(fileOf(manifest.store));
  const searcher = createSearcher(JSON.parse(String(indexText)) as CompactIndex, JSON.parse(String(storeText)) as SearchStore);
  for (const query of queries) searcher.search(query); // warm, as after the first keystrokes
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      // Results as you type: every prefix of the query is a search.
      for (let end = 3; end <= query.length; end += 3) {
        const started = performance.now();
        searcher.search(query.slice(0, end));
        times.push(performance.now() - started);
      }
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    indexGzip: gzipSync(indexText, { level: 9 }).length,
    storeGzip: gzipSync(storeText, { level: 9 }).length,
    latencyMs: { ...spreadOf(times), p95: sorted[Math.floor(sorted.length * 0.95)]! },
    queries: queries.length,
  };
}
