// The lazily loaded search chunk: lunr's pipeline, the Portuguese stemmer and the sharded engine.
// Nothing here is downloaded until the reader first uses search; the engine then fetches the
// manifest, and per query only the shards and page fragments it needs.
import { openSearch, type SearchEngine } from '../../search/engine.js';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export function openBrowserSearch(manifestUrl: string): Promise<SearchEngine> {
  return openSearch(manifestUrl, fetchJson);
}
