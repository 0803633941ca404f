// The lazily loaded search chunk: lunr, the Portuguese pipeline and the index. Nothing here is
// downloaded until the reader first uses search.
import type { CompactIndex } from '../../search/index-codec.js';
import type { SearchManifest } from '../../search/routes.js';
import { createSearcher, type Searcher } from '../../search/searcher.js';
import type { SearchStore } from '../../search/store.js';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export async function openSearch(manifestUrl: string): Promise<Searcher> {
  const manifest = await fetchJson<SearchManifest>(manifestUrl);
  const [index, store] = await Promise.all([fetchJson<CompactIndex>(manifest.index), fetchJson<SearchStore>(manifest.store)]);
  return createSearcher(index, store);
}
