// The search files of `out/`: shards and page fragments under content-hashed names (cached for
// good), and the manifest at a fixed address that names them (revalidated, like pages).
import { createHash } from 'node:crypto';
import { present } from '../core/present.js';
import { remember, type BuildMemo } from '../cache/memo.js';
import type { BuildFile, Site } from '../core/model.js';
import { searchStore } from './documents.js';
import { encodeTerms, FORMAT_VERSION, type PageFragment, type SearchManifest } from './format.js';
import type { SearchLanguage } from './language.js';
import { searchLanguageOf, type SearchLanguageCode } from './languages.js';
import { loadSearchLanguage } from './load-language.js';
import { nameTerms } from './names.js';
import { recordIndexedPages } from './index-counts.js';
import {
  pageKeys,
  patchedSnapshot,
  placeOf,
  readSnapshot,
  sectionCounts,
  sectionStarts,
  snapshotOf,
  snapshotPostings,
  storedSnapshot,
  type StoredSnapshot,
} from './patched-postings.js';
import { buildPostings, type Postings, type WordTerms } from './postings.js';
import { searchManifestUrl } from '../core/search-routes.js';
import { buildShards, shardJson, type ShardReuse } from './shards.js';
import type { SearchStore } from './store.js';

const SHARD_HASH = 8;
/** A page fragment's name carries this many hex digits of its hash: enough to bust caches, short in the manifest. */
const FRAGMENT_HASH = 6;

const hashOf = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * Each page's fragment, made when asked for: a page kept from the last build (the same key and
 * place) is neither hashed nor written again, so its sections' text is never read.
 */
function fragmentsOf(store: SearchStore, sectionsPerPage: readonly number[]): (page: number) => PageFragment {
  const first = sectionStarts(sectionsPerPage);
  return (page) => {
    const { title, label, route, crumbs, description } = present(store.pages[page], `search page ${page}`);
    const sections: PageFragment['sections'] = [];
    for (let i = first[page] ?? 0; i < (first[page + 1] ?? 0); i++) {
      const section = present(store.sections[i], `search section ${i}`);
      sections.push([section.anchor, section.heading, section.text]);
    }
    return { title, ...(label ? { label } : {}), route, crumbs, description, sections };
  };
}

/**
 * The SHA-256 of a fragment's JSON, fed in pieces so that JSON is never made here: at 5,000 pages
 * every fragment's JSON held at once was tens of MB. The pieces join to exactly JSON.stringify's
 * text (`sections` is the fragment's last key), so the name stays the hash of the file.
 */
function fragmentHash(fragment: PageFragment): string {
  const hash = createHash('sha256');
  const { sections, ...page } = fragment;
  hash.update(`${JSON.stringify(page).slice(0, -1)},"sections":[`);
  sections.forEach((section, i) => {
    hash.update(i === 0 ? JSON.stringify(section) : `,${JSON.stringify(section)}`);
  });
  hash.update(']}');
  return hash.digest('hex').slice(0, FRAGMENT_HASH);
}

/**
 * Every search file of a site, from its search store. Page fragments are keyed files: their JSON is
 * made as each is written (and not at all when out/ already holds it: the name is its content hash).
 */
export function searchOutput(
  base: string,
  store: SearchStore,
  synonyms: readonly (readonly string[])[],
  language: SearchLanguage,
  words?: WordTerms,
  used?: WordTerms,
): BuildFile[] {
  return searchFilesOf(base, store, synonyms, language, buildPostings(store, language, words, used)).files;
}

/** Where a doc set's shards and page fragments are written, from out/. */
export const searchAssetsFolder = (base: string) => `${base.replace(/^\//, '')}assets/search/`;

/** Where a doc set's search manifest is written, from out/. */
export const searchManifestFile = (base: string) => searchManifestUrl(base).replace(/^\//, '');

/**
 * The search files of a store from its postings. `knownHash`: a page fragment's hash when the last
 * build knew it (the same page in the same place), so that its JSON is not hashed again. `reuse`: the
 * last build's shards, of which those that come out alike are neither made nor hashed again.
 */
function searchFilesOf(
  base: string,
  store: SearchStore,
  synonyms: readonly (readonly string[])[],
  language: SearchLanguage,
  postings: Postings,
  knownHash: (page: number) => string | undefined = () => undefined,
  reuse?: ShardReuse,
): { files: BuildFile[]; fragmentHashes: string[]; shards: Array<[terms: number, hash: string]> } {
  const assets = searchAssetsFolder(base);
  const files: BuildFile[] = [];
  // Each shard's first term and hash for the manifest; its number of terms and hash for the next build.
  const shards: Array<[firstTerm: number, hash: string]> = [];
  const kept: Array<[terms: number, hash: string]> = [];
  buildShards(postings, reuse).forEach((shard, i) => {
    const hash = shard.hash ?? hashOf(shardJson(postings, shard), SHARD_HASH);
    // Keyed by its name, which holds its hash: a shard out/ holds already is not made again.
    const path = `${assets}shard-${i}.${hash}.json`;
    files.push({ path, key: path, make: () => shardJson(postings, shard) });
    shards.push([shard.firstTerm, hash]);
    kept.push([shard.terms, hash]);
  });
  const sectionsPerPage = sectionCounts(store);
  const fragment = fragmentsOf(store, sectionsPerPage);
  const fragmentHashes = store.pages.map((_, page) => {
    const hash = knownHash(page) ?? fragmentHash(fragment(page));
    const path = `${assets}page-${page}.${hash}.json`;
    files.push({ path, key: path, make: () => JSON.stringify(fragment(page)) });
    return hash;
  });
  const manifest: SearchManifest = {
    version: FORMAT_VERSION,
    language: language.code,
    pipeline: language.pipeline,
    terms: encodeTerms(postings.terms),
    shards,
    shardPrefix: `/${assets}shard-`,
    sectionsPerPage,
    fragments: `/${assets}page-`,
    fragmentHashes,
    synonyms: synonyms.map((group) => [...group]),
    names: nameTerms(store, language, postings),
  };
  files.push({ path: searchManifestFile(base), contents: JSON.stringify(manifest) });
  return { files, fragmentHashes, shards: kept };
}

/** The terms of the words a site's earlier builds indexed, kept by the build cache for each language. */
export interface WordCache {
  read(language: string): Promise<WordTerms | undefined>;
  /** Called when this build stemmed words the cache did not have. */
  write(language: string, words: WordTerms): void;
}

/** What the build cache gives the search stage; `keys`: each doc's parse digest, by source path. */
export interface SearchCaches {
  words?: WordCache | undefined;
  postings?:
    | {
        read(index: string): { value: unknown; bytes: Uint8Array } | undefined;
        write(index: string, snapshot: StoredSnapshot): void;
      }
    | undefined;
  keys?: ReadonlyMap<string, string>;
  /** Given the store the files are made from (the one-doc rebuild's record keeps it: src/lane/record.ts). */
  onStore?: (store: SearchStore) => void;
  /** Patch the last build's postings however many pages changed: the one-doc rebuild has no other page's text. */
  patchOnly?: boolean;
}

/** Start it before rendering and await it after: the files are ready by the time the pages are. */
export function searchFiles(
  base: string,
  site: Site,
  memo?: BuildMemo,
  caches: SearchCaches = {},
): Promise<BuildFile[]> {
  const store = searchStore(site, caches.postings ? caches.keys : undefined);
  caches.onStore?.(store);
  return storeSearchFiles(base, store, site.config.search.synonyms, searchLanguageOf(site.config.locale), memo, caches);
}

/** The search files of a store, in a language (its code); see searchFiles. */
export function storeSearchFiles(
  base: string,
  store: SearchStore,
  synonyms: readonly (readonly string[])[],
  code: SearchLanguageCode,
  memo?: BuildMemo,
  caches: SearchCaches = {},
): Promise<BuildFile[]> {
  const { words: wordCache, postings: postingsCache } = caches;
  // Watch mode: the files are built again only when some searchable text changed (and may lag, see serve/watch.ts).
  const files = remember(
    memo,
    'search',
    () => `${base}\n${code}\n${JSON.stringify(synonyms)}\n${JSON.stringify(store)}`,
    async () => {
      // Let rendering start first: this is a single pass of CPU work.
      await new Promise((resolve) => setImmediate(resolve));
      const language = await loadSearchLanguage(code);
      const cacheName = JSON.stringify([code, language.pipeline]);
      const known = await wordCache?.read(cacheName);
      const used: WordTerms = new Map();
      const index = (part: SearchStore) => buildPostings(part, language, known, wordCache && used);
      const snapshotName = JSON.stringify([base, code, language.pipeline]);
      if (!postingsCache) {
        recordIndexedPages(store.pages.length, store.pages.length);
        const postings = index(store);
        if (wordCache) keepWords(wordCache, cacheName, known, used, false);
        return searchFilesOf(base, store, synonyms, language, postings).files;
      }
      const kept = keptPostings(store, postingsCache, snapshotName, index, caches.patchOnly);
      if (wordCache) keepWords(wordCache, cacheName, known, used, kept.patched);
      const postings = snapshotPostings(kept.snapshot);
      const made = searchFilesOf(base, store, synonyms, language, postings, kept.knownHash, shardReuse(kept));
      keepSnapshot(postingsCache, snapshotName, kept, made);
      return made.files;
    },
  );
  // Awaited after rendering; a failure meanwhile must not count as unhandled.
  files.catch(() => {});
  return files;
}

/** The store's postings, patched from the last build's where only some pages changed. */
function keptPostings(
  store: SearchStore,
  cache: NonNullable<SearchCaches['postings']>,
  name: string,
  index: (part: SearchStore) => Postings,
  patchOnly = false,
) {
  const keys = pageKeys(store);
  const counts = sectionCounts(store);
  const places = store.pages.map(placeOf);
  const previous = readSnapshot(cache.read(name));
  let again = 0;
  const indexAgain = (part: SearchStore) => {
    again = part.pages.length;
    return index(part);
  };
  const patched = previous && patchedSnapshot(previous, store, keys, counts, indexAgain, patchOnly ? 1 : undefined);
  const snapshot = patched ?? snapshotOf(indexAgain(store), keys, counts);
  recordIndexedPages(store.pages.length, again);
  const known = previous?.fragments;
  const knownHash = (page: number) => {
    const [place, hash] = known?.[page] ?? [];
    return previous?.pageKeys[page] === keys[page] && place === places[page] ? hash : undefined;
  };
  return { snapshot, previous, patched: patched !== undefined, places, knownHash };
}

/** The last build's shards, when its postings are those these were patched from (or these themselves). */
function shardReuse({ snapshot, previous }: ReturnType<typeof keptPostings>): ShardReuse | undefined {
  if (!previous?.shards) return undefined;
  if (snapshot === previous) return { shards: previous.shards, previousTerms: undefined };
  return snapshot.previousTerms && { shards: previous.shards, previousTerms: snapshot.previousTerms };
}

/** Keeps this build's postings, fragment hashes and shards for the next, unless they are the last build's. */
function keepSnapshot(
  cache: NonNullable<SearchCaches['postings']>,
  name: string,
  { snapshot, previous, places }: ReturnType<typeof keptPostings>,
  made: { fragmentHashes: readonly string[]; shards: Array<[terms: number, hash: string]> },
) {
  const fragments = places.map((place, page): [string, string] => [place, made.fragmentHashes[page] ?? '']);
  const sameFragments =
    previous?.fragments?.length === fragments.length &&
    fragments.every(
      ([place, hash], page) => previous.fragments?.[page]?.[0] === place && previous.fragments[page][1] === hash,
    );
  const { shards } = made;
  const sameShards = JSON.stringify(previous?.shards) === JSON.stringify(shards);
  if (snapshot !== previous || !sameFragments || !sameShards) {
    cache.write(name, storedSnapshot({ ...snapshot, fragments, shards }));
  }
}

/**
 * Written when new words were stemmed: only the words this site uses (gone ones are dropped), or,
 * after a patch (the words of the pages kept were not split again), those added to the known.
 */
function keepWords(cache: WordCache, name: string, known: WordTerms | undefined, used: WordTerms, partial: boolean) {
  const added = [...used.keys()].some((word) => !known?.has(word));
  if (partial) {
    if (added) cache.write(name, new Map([...(known ?? []), ...used]));
  } else if (added || used.size !== known?.size) cache.write(name, used);
}
