// The engine over a store's search files, built in memory (no site build), for engine tests.
import { openSearch, type SearchEngine } from '../../src/search/engine.js';
import { searchOutput } from '../../src/search/output.js';
import { madeFile } from '../../src/core/model.js';
import type { SearchStore } from '../../src/search/store.js';
import { portugueseLunr } from '../../src/search/portuguese.js';

export async function engineFromStore(
  store: SearchStore,
  synonyms: string[][] = [],
  fail: (url: string) => boolean = () => false,
): Promise<{ engine: SearchEngine; fetched: string[]; files: Map<string, string> }> {
  const files = new Map(
    searchOutput('/manual/', store, synonyms, portugueseLunr())
      .map(madeFile)
      .map((file) => [`/${file.path}`, String(file.contents)]),
  );
  const fetched: string[] = [];
  const fetchJson = async (url: string) => {
    fetched.push(url);
    const text = files.get(url);
    if (text === undefined || fail(url)) throw new Error(`${url}: HTTP ${text === undefined ? 404 : 500}`);
    return JSON.parse(text) as unknown;
  };
  return { engine: await openSearch('/manual/search-manifest.json', fetchJson), fetched, files };
}
