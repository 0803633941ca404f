// One search engine per index, shared by the navbar box and the search page, downloaded on first use.
// A versioned site has one index per version: a reader who follows a link into another version gets
// that version's engine.
import type { SearchEngine } from '../../search/engine.js';
import { fetchJson } from './fetch-json.js';

const engines = new Map<string, Promise<SearchEngine>>();

/** Resolves with the engine of the index at `manifestUrl`; after a failure the next call downloads again. */
export function loadSearcher(manifestUrl: string): Promise<SearchEngine> {
  const known = engines.get(manifestUrl);
  if (known) return known;
  // The manifest and the engine's code download side by side, not one after the other.
  const manifest = fetchJson(manifestUrl);
  manifest.catch(() => {});
  const pending = import('./engine.js')
    .then((engine) => engine.openBrowserSearch(manifest))
    .catch((error: unknown) => {
      engines.delete(manifestUrl);
      throw error;
    });
  engines.set(manifestUrl, pending);
  return pending;
}
