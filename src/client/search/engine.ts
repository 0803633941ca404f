// The lazily loaded search chunk: lunr's pipeline and the sharded engine. Nothing here is downloaded
// until the reader first uses search; the engine then reads the manifest, and per query fetches only
// the shards and page fragments it needs. The site language's stemmer is a chunk of its own, requested
// (from the page's lang) while the manifest downloads.
import { SearchEngine } from '../../search/engine.js';
import type { SearchManifest } from '../../search/format.js';
import { searchLanguageOf } from '../../search/languages.js';
import { loadSearchLanguage } from '../../search/load-language.js';
import { fetchJson } from './fetch-json.js';

/** `manifest` was requested while this chunk downloaded. */
export async function openBrowserSearch(manifest: Promise<unknown>): Promise<SearchEngine> {
  const guess = loadSearchLanguage(searchLanguageOf(document.documentElement.lang));
  guess.catch(() => {});
  const data = (await manifest) as SearchManifest;
  return new SearchEngine(data, fetchJson, await loadSearchLanguage(data.language));
}
