// The query engine, shared by the browser widgets and the Node tests: reads the manifest, fetches
// only the shards a query's terms fall in and the fragments of the results shown.
import { candidatesOf, type Candidate } from './candidates.js';
import { Dictionary } from './dictionary.js';
import {
  decodeTerms,
  FORMAT_VERSION,
  fragmentUrl,
  shardUrl,
  WEIGHT_SCALE,
  type PageFragment,
  type SearchManifest,
  type Shard,
} from './format.js';
import { hitOf, type SearchHit } from './hits.js';
import type { SearchLanguage } from './language.js';
import { loadSearchLanguage } from './load-language.js';
import { parseQuery, type QueryWord } from './query.js';
import { scoreSections, type TermPostings } from './scoring.js';
import { querySlots } from './slots.js';

export type { SearchHit, Segment } from './hits.js';

export interface SearchResults {
  /** In rank order; while `complete` is false, the first ones whose fragments have arrived. */
  hits: SearchHit[];
  /** Pages found, before the limit. */
  total: number;
  complete: boolean;
  /** Some shard or fragment could not be downloaded: the results may be missing some. */
  failed: boolean;
}

export interface SearchOptions {
  limit?: number;
  /** Called as fragments arrive, with the hits ready so far. */
  onUpdate?: (results: SearchResults) => void;
}

export type FetchJson = (url: string) => Promise<unknown>;

/** Remembers a download; a failed one is forgotten, so the next search tries again. */
function cached<T>(cache: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    cache.set(key, (pending = load()));
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Share of a page's second-best section added to its best section's score. */
const SECOND_SECTION = 0.3;

export class SearchEngine {
  readonly #dictionary: Dictionary;
  readonly #shardStarts: number[];
  readonly #sectionStarts: Uint32Array;
  readonly #synonyms: QueryWord[][][];
  readonly #names: ReadonlySet<string>;
  readonly #shards = new Map<number, Promise<Shard>>();
  /** Postings as shipped, per term, decoded only when a query reads them (a shard holds hundreds of terms). */
  readonly #raw = new Map<number, number[]>();
  readonly #fragments = new Map<number, Promise<PageFragment>>();
  readonly #postings = new Map<number, TermPostings>();

  constructor(
    readonly manifest: SearchManifest,
    readonly fetchJson: FetchJson,
    /** The pipeline of `manifest.language`, the one the index was built with. */
    private readonly support: SearchLanguage,
  ) {
    if (manifest.version !== FORMAT_VERSION)
      throw new Error(`search manifest version ${manifest.version}, expected ${FORMAT_VERSION}`);
    this.#dictionary = new Dictionary(decodeTerms(manifest.terms));
    this.#shardStarts = manifest.shards.map(([first]) => first);
    this.#sectionStarts = new Uint32Array(manifest.sectionsPerPage.length + 1);
    manifest.sectionsPerPage.forEach((count, page) => {
      this.#sectionStarts[page + 1] = this.#sectionStarts[page]! + count;
    });
    this.#synonyms = manifest.synonyms.map((group) => group.map((phrase) => parseQuery(`${phrase} `, this.support)));
    this.#names = new Set(manifest.names ?? []);
  }

  get sectionCount(): number {
    return this.#sectionStarts[this.#sectionStarts.length - 1]!;
  }

  #shardOf(term: number): number {
    return lastStartAtOrBefore(this.#shardStarts, term, this.#shardStarts.length - 1);
  }

  #pageOf(section: number): number {
    // The last entry of sectionStarts is the end of the last page, not a page's start.
    return lastStartAtOrBefore(this.#sectionStarts, section, this.#sectionStarts.length - 2);
  }

  async #loadShard(shard: number): Promise<void> {
    const data = (await cached(
      this.#shards,
      shard,
      () => this.fetchJson(shardUrl(this.manifest, shard)) as Promise<Shard>,
    )) as Shard;
    const first = this.#shardStarts[shard]!;
    data.forEach((entry, i) => {
      if (!this.#postings.has(first + i)) this.#raw.set(first + i, entry);
    });
  }

  #postingsOf(term: number): TermPostings | undefined {
    let list = this.#postings.get(term);
    if (list) return list;
    const entry = this.#raw.get(term);
    if (!entry) return undefined;
    const pairs = (entry.length - 1) / 2;
    const sections = new Uint32Array(pairs);
    const weights = new Uint32Array(pairs);
    let section = 0;
    for (let p = 0; p < pairs; p++) {
      section += entry[1 + 2 * p]!;
      sections[p] = section;
      weights[p] = entry[2 + 2 * p]!;
    }
    list = { df: entry[0]!, sections, weights };
    this.#postings.set(term, list);
    this.#raw.delete(term);
    return list;
  }

  #fragment(page: number): Promise<PageFragment> {
    return cached(
      this.#fragments,
      page,
      () => this.fetchJson(fragmentUrl(this.manifest, page)) as Promise<PageFragment>,
    );
  }

  /** Is `section` in `term`'s postings? */
  #has(term: number, section: number): boolean {
    const list = this.#postingsOf(term)?.sections;
    if (!list) return false;
    let low = 0;
    let high = list.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (list[mid] === section) return true;
      if (list[mid]! < section) low = mid + 1;
      else high = mid - 1;
    }
    return false;
  }

  async search(input: string, { limit = 10, onUpdate }: SearchOptions = {}): Promise<SearchResults> {
    const slots = querySlots(parseQuery(input, this.support), this.#synonyms);
    if (slots.length === 0) return { hits: [], total: 0, complete: true, failed: false };
    const candidates = slots.map((slot) =>
      slot.alternatives.map((alternative) => alternative.words.map((word) => candidatesOf(word, this.#dictionary))),
    );
    const allTerms = candidates.flat(3).map((c: Candidate) => c.term);
    const shards = [...new Set(allTerms.map((term) => this.#shardOf(term)))];
    const loaded = await Promise.allSettled(shards.map((shard) => this.#loadShard(shard)));
    let failed = loaded.some((outcome) => outcome.status === 'rejected');

    const scores = scoreSections({
      slots,
      candidates,
      postings: (term) => this.#postingsOf(term),
      // The reader's own words name an ERP or a product: "… omie" asks for Omie's pages.
      names: slots.map((slot) =>
        slot.alternatives[0]!.words.some((word) => word.terms.some((t) => this.#names.has(t))),
      ),
      sectionCount: this.sectionCount,
      weightScale: WEIGHT_SCALE,
    });
    // Per page: its best section, and the score of its second best (`rest`).
    const best = new Map<number, { section: number; score: number; rest: number }>();
    for (const [section, score] of scores) {
      const page = this.#pageOf(section);
      const current = best.get(page);
      if (!current) best.set(page, { section, score, rest: 0 });
      else if (score > current.score) best.set(page, { section, score, rest: current.score });
      else current.rest = Math.max(current.rest, score);
    }
    // A page that answers in a second section too (its keywords and a recipe further down) is a
    // little surer an answer than one that matches in one place.
    for (const entry of best.values()) entry.score += SECOND_SECTION * entry.rest;
    const ranked = [...best].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]).slice(0, limit);
    const total = best.size;
    const hits: Array<SearchHit | undefined> = new Array(ranked.length);
    const ready = () => {
      const prefix: SearchHit[] = [];
      for (const hit of hits) {
        if (!hit) break;
        prefix.push(hit);
      }
      return prefix;
    };
    const matchedTerms = (section: number) =>
      new Set(allTerms.filter((term) => this.#has(term, section)).map((term) => this.#dictionary.terms[term]!));
    await Promise.all(
      ranked.map(async ([page, { section, score }], rank) => {
        try {
          const fragment = await this.#fragment(page);
          hits[rank] = hitOf(
            fragment,
            section - this.#sectionStarts[page]!,
            score,
            matchedTerms(section),
            this.support,
          );
        } catch {
          failed = true;
          return;
        }
        onUpdate?.({ hits: ready(), total, complete: false, failed });
      }),
    );
    return { hits: hits.filter((hit) => hit !== undefined), total, complete: true, failed };
  }
}

/** Downloads the manifest and opens the engine on it. */
export async function openSearch(manifestUrl: string, fetchJson: FetchJson): Promise<SearchEngine> {
  const manifest = (await fetchJson(manifestUrl)) as SearchManifest;
  return new SearchEngine(manifest, fetchJson, await loadSearchLanguage(manifest.language));
}

/** Binary search over ascending start positions: the last index in [0, high] whose start is ≤ value. */
function lastStartAtOrBefore(starts: ArrayLike<number>, value: number, high: number): number {
  let low = 0;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}
