// One search engine per page, shared by the navbar box and the search page, downloaded on first use.
import type { Searcher } from '../../search/searcher.js';

let pending: Promise<Searcher> | undefined;

/** Resolves with the engine; after a failure the next call downloads again. */
export function loadSearcher(manifestUrl: string): Promise<Searcher> {
  pending ??= import('./engine.js')
    .then((engine) => engine.openSearch(manifestUrl))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
