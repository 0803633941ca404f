// The lazily loaded search chunk: lunr's pipeline, the Portuguese stemmer and the sharded engine.
// Nothing here is downloaded until the reader first uses search; the engine then reads the
// manifest, and per query fetches only the shards and page fragments it needs.
import { SearchEngine } from '../../search/engine.js';
import type { SearchManifest } from '../../search/format.js';
import { fetchJson } from './fetch-json.js';

/** `manifest` was requested while this chunk downloaded. */
export async function openBrowserSearch(manifest: Promise<unknown>): Promise<SearchEngine> {
  return new SearchEngine((await manifest) as SearchManifest, fetchJson);
}
