// One search engine per page, shared by the navbar box and the search page, downloaded on first use.
import type { SearchEngine } from '../../search/engine.js';

let pending: Promise<SearchEngine> | undefined;

/** Resolves with the engine; after a failure the next call downloads again. */
export function loadSearcher(manifestUrl: string): Promise<SearchEngine> {
  pending ??= import('./engine.js')
    .then((engine) => engine.openBrowserSearch(manifestUrl))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
