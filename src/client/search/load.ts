// One search engine per page, shared by the navbar box and the search page, downloaded on first use.
import type { SearchEngine } from '../../search/engine.js';
import { fetchJson } from './fetch-json.js';
import { present } from '../../core/present.js';

let pending: Promise<SearchEngine> | undefined;

/** Resolves with the engine; after a failure the next call downloads again. */
export function loadSearcher(manifestUrl: string): Promise<SearchEngine> {
  // The manifest and the engine's code download side by side, not one after the other.
  const manifest = pending ? undefined : fetchJson(manifestUrl);
  manifest?.catch(() => {});
  pending ??= import('./engine.js')
    .then((engine) => engine.openBrowserSearch(present(manifest, 'search manifest request')))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
