// A warm build's postings without splitting every page again: the last build's postings (kept by
// the build cache, term by term), the sections of the pages whose indexed text changed taken out
// and indexed anew. Weights use fixed reference lengths (postings.ts), so a section's postings
// depend on its own fields alone: the result is the full build's, posting for posting.
import { createHash } from 'node:crypto';
import { codeUnitOrder } from '../core/code-unit-order.js';
import { present } from '../core/present.js';
import { lowerBound } from './lower-bound.js';
import type { PostingArrays, Postings } from './postings.js';
import type { SearchStore } from './store.js';

/** Every posting of an index, term by term (terms sorted), with what each page was indexed from. */
export interface PostingsSnapshot {
  /** Per page: its key (see pageKeys) and its number of sections. */
  pageKeys: string[];
  sectionCounts: number[];
  terms: string[];
  /** Term t's postings are at offsets[t] up to offsets[t + 1]. */
  offsets: Uint32Array;
  sections: Uint32Array;
  weights: Float32Array;
  named: Uint8Array;
  /**
   * Per page: where it stands (route and crumbs, see placeOf) and its search fragment's hash, which
   * holds for the same key and place; none when not known.
   */
  fragments?: Array<[place: string, hash: string]>;
  /** The shards made from these postings: each one's number of terms and hash (none when not known). */
  shards?: Array<[terms: number, hash: string]>;
  /**
   * Of a patched snapshot only, not kept: per term, the term of the snapshot it was patched from whose postings it
   * has unchanged, or -1. Shards of those terms need not be made again (shards.ts).
   */
  previousTerms?: Int32Array;
}

/** What a page fragment holds beside its key's fields. */
export const placeOf = (page: { route: string; crumbs: readonly string[] }) =>
  JSON.stringify([page.route, page.crumbs]);

/** A full build is cheaper than a patch once this share of the pages changed. */
const MAX_CHANGED_SHARE = 0.25;

/**
 * What each page's indexed fields were made from: its doc's parse digest when the store has it (the
 * same text, path, config and code), else a hash of the fields themselves (generated pages, MDX).
 */
export function pageKeys(store: SearchStore): string[] {
  // The sections' text only of the pages hashed by their fields.
  const sections = new Map<number, StoredSectionText[]>();
  for (const section of store.sections) {
    const { page } = section;
    if (store.pages[page]?.key !== undefined) continue;
    const own = sections.get(page) ?? [];
    own.push([section.anchor, section.heading, section.text]);
    sections.set(page, own);
  }
  return store.pages.map((page, p) => {
    if (page.key !== undefined) return `digest:${page.key}`;
    const { title, label, keywords, description } = page;
    const fields = JSON.stringify([title, label ?? null, keywords ?? null, description, sections.get(p) ?? []]);
    return `fields:${createHash('sha256').update(fields).digest('hex')}`;
  });
}

type StoredSectionText = [anchor: string, heading: string, text: string];

export function sectionCounts(store: SearchStore): number[] {
  const counts = store.pages.map(() => 0);
  for (const section of store.sections) counts[section.page] = (counts[section.page] ?? 0) + 1;
  return counts;
}

/** Where each page's sections start in the store (sections are in page order), and the total at the end. */
export function sectionStarts(counts: readonly number[]): Uint32Array {
  const starts = new Uint32Array(counts.length + 1);
  counts.forEach((count, page) => {
    starts[page + 1] = starts[page]! + count;
  });
  return starts;
}

/** A snapshot read as Postings (shards and names read it so). */
export function snapshotPostings(snapshot: PostingsSnapshot): Postings {
  const { offsets, sections, weights, named } = snapshot;
  return {
    terms: snapshot.terms,
    count: (term) => offsets[term + 1]! - offsets[term]!,
    forEach: (term, visit) => {
      for (let i = offsets[term]!; i < offsets[term + 1]!; i++) visit(sections[i]!, weights[i]!, named[i] === 1);
    },
    read: (term, into) => {
      const [from, to] = [offsets[term]!, offsets[term + 1]!];
      into.sections.set(sections.subarray(from, to));
      into.weights.set(weights.subarray(from, to));
      into.named.set(named.subarray(from, to));
    },
    sectionCount: snapshot.sectionCounts.reduce((sum, count) => sum + count, 0),
  };
}

/** Postings as a snapshot, for the next build. */
export function snapshotOf(postings: Postings, keys: string[], counts: number[]): PostingsSnapshot {
  const offsets = new Uint32Array(postings.terms.length + 1);
  for (let term = 0; term < postings.terms.length; term++) offsets[term + 1] = offsets[term]! + postings.count(term);
  const total = offsets[postings.terms.length]!;
  const sections = new Uint32Array(total);
  const weights = new Float32Array(total);
  const named = new Uint8Array(total);
  for (let term = 0; term < postings.terms.length; term++) {
    const at = offsets[term]!;
    postings.read(term, { sections: sections.subarray(at), weights: weights.subarray(at), named: named.subarray(at) });
  }
  return { pageKeys: keys, sectionCounts: counts, terms: [...postings.terms], offsets, sections, weights, named };
}

/**
 * The postings of `store` from `previous`: undefined when they cannot be patched (pages added,
 * removed or reordered, a changed page with another number of sections, sections out of page
 * order) or when so many pages changed that indexing them all is cheaper (more than `maxChangedShare`).
 * `index` indexes a store of the changed pages alone.
 */
export function patchedSnapshot(
  previous: PostingsSnapshot,
  store: SearchStore,
  keys: readonly string[],
  counts: readonly number[],
  index: (changed: SearchStore) => Postings,
  maxChangedShare = MAX_CHANGED_SHARE,
): PostingsSnapshot | undefined {
  const pages = store.pages.length;
  if (previous.pageKeys.length !== pages) return undefined;
  if (counts.some((count, page) => count !== previous.sectionCounts[page])) return undefined;
  if (store.sections.some((section, i) => i > 0 && section.page < store.sections[i - 1]!.page)) return undefined;
  const changed = keys.flatMap((key, page) => (key === previous.pageKeys[page] ? [] : [page]));
  if (changed.length === 0) return previous;
  if (changed.length > pages * maxChangedShare) return undefined;

  // The changed pages as a store of their own, and where each of its sections stands in the site.
  const firstSection = sectionStarts(counts);
  const sub: SearchStore = { pages: [], sections: [] };
  const global: number[] = [];
  const staleRanges: Array<[number, number]> = [];
  for (const page of changed) {
    const [from, to] = [firstSection[page]!, firstSection[page + 1]!];
    const last = staleRanges.at(-1);
    if (last?.[1] === from) last[1] = to;
    else if (to > from) staleRanges.push([from, to]);
    const at = sub.pages.push(present(store.pages[page], `search page ${page}`)) - 1;
    for (let section = from; section < to; section++) {
      sub.sections.push({ ...present(store.sections[section], `search section ${section}`), page: at });
      global.push(section);
    }
  }
  const fresh = index(sub);
  return merged(previous, fresh, global, staleRanges, [...keys]);
}

/**
 * The previous postings but those of stale sections, and the fresh ones (sections mapped to the site's), per term.
 * Stale sections are the changed pages' (`staleRanges`, ascending): in a term's list, which ascends by section, each
 * range is found by binary search, and the postings around it are copied without a look at each, in long runs: a
 * term common to 5,000 pages costs as little as a rare one.
 */
function merged(
  previous: PostingsSnapshot,
  fresh: Postings,
  global: readonly number[],
  staleRanges: ReadonlyArray<readonly [number, number]>,
  keys: string[],
): PostingsSnapshot {
  const { offsets, sections } = previous;
  const capacity = sections.length + fresh.terms.reduce((sum, _, term) => sum + fresh.count(term), 0);
  const out = {
    sections: new Uint32Array(capacity),
    weights: new Float32Array(capacity),
    named: new Uint8Array(capacity),
  };
  const terms: string[] = [];
  const ends: number[] = [0];
  const previousTerms: number[] = [];
  const copier = new RunCopier(previous, out);
  const added: Array<[number, number, number]> = [];
  let old = 0;
  let next = 0;
  while (old < previous.terms.length || next < fresh.terms.length) {
    const order =
      old === previous.terms.length
        ? 1
        : next === fresh.terms.length
          ? -1
          : codeUnitOrder(previous.terms[old]!, fresh.terms[next]!);
    const start = copier.length;
    let i = order <= 0 ? offsets[old]! : 0;
    const end = order <= 0 ? offsets[old + 1]! : 0;
    added.length = 0;
    if (order >= 0) {
      fresh.forEach(next, (section, weight, isNamed) => added.push([global[section]!, weight, isNamed ? 1 : 0]));
      added.sort((a, b) => a[0] - b[0]);
    }
    // The postings but the stale ones, and in their place the fresh ones (each a changed page's: in a stale range).
    // The term is alike when the fresh ones are the stale ones again: a page's other sections indexed anew.
    let j = 0;
    let alike = order <= 0;
    for (const [from, to] of staleRanges) {
      const low = lowerBound(sections, from, i, end);
      copier.keep(i, low);
      const first = j;
      for (; j < added.length && added[j]![0] < to; j++) copier.put(...added[j]!);
      i = lowerBound(sections, to, low, end);
      alike &&= samePostings(previous, low, i, added, first, j);
    }
    copier.keep(i, end);
    if (j < added.length) throw new Error('search: a fresh posting outside the changed pages');
    if (copier.length > start) {
      terms.push(order <= 0 ? previous.terms[old]! : fresh.terms[next]!);
      ends.push(copier.length);
      previousTerms.push(alike ? old : -1);
    }
    if (order <= 0) old++;
    if (order >= 0) next++;
  }
  const length = copier.flush();
  return {
    pageKeys: keys,
    sectionCounts: previous.sectionCounts,
    terms,
    offsets: Uint32Array.from(ends),
    sections: out.sections.subarray(0, length),
    weights: out.weights.subarray(0, length),
    named: out.named.subarray(0, length),
    previousTerms: Int32Array.from(previousTerms),
  };
}

/** Whether postings [from, to) of `previous` are `added` [first, last), as they are stored (weights as 32-bit). */
function samePostings(
  previous: PostingsSnapshot,
  from: number,
  to: number,
  added: ReadonlyArray<readonly [number, number, number]>,
  first: number,
  last: number,
): boolean {
  if (to - from !== last - first) return false;
  for (let k = 0; k < to - from; k++) {
    const [section, weight, isNamed] = added[first + k]!;
    const at = from + k;
    if (previous.sections[at] !== section || previous.named[at] !== isNamed) return false;
    if (previous.weights[at] !== Math.fround(weight)) return false;
  }
  return true;
}

/** Copies runs of the previous postings into new arrays, one copy for runs that follow each other there. */
class RunCopier {
  #from = 0;
  #to = 0;
  #at = 0;

  constructor(
    private readonly previous: PostingsSnapshot,
    private readonly out: PostingArrays,
  ) {}

  /** Postings in the new arrays, those still to copy included. */
  get length(): number {
    return this.#at + this.#to - this.#from;
  }

  /** Keeps postings [from, to) of the previous arrays, after those kept or put before. */
  keep(from: number, to: number): void {
    if (from === to) return;
    if (from !== this.#to || this.#to === this.#from) {
      this.flush();
      this.#from = from;
    }
    this.#to = to;
  }

  put(section: number, weight: number, isNamed: number): void {
    const at = this.flush();
    this.out.sections[at] = section;
    this.out.weights[at] = weight;
    this.out.named[at] = isNamed;
    this.#at = at + 1;
  }

  /** Copies what is kept; returns the length of the new arrays. */
  flush(): number {
    if (this.#to > this.#from) this.#at = copyRun(this.previous, this.#from, this.#to, this.out, this.#at);
    this.#from = this.#to = 0;
    return this.#at;
  }
}

/** Copies postings [from, to) of `previous` to `out` at `at`; returns where the next one goes. */
function copyRun(previous: PostingsSnapshot, from: number, to: number, out: PostingArrays, at: number): number {
  const length = to - from;
  if (length > 16) {
    out.sections.set(previous.sections.subarray(from, to), at);
    out.weights.set(previous.weights.subarray(from, to), at);
    out.named.set(previous.named.subarray(from, to), at);
  } else
    for (let k = 0; k < length; k++) {
      out.sections[at + k] = previous.sections[from + k]!;
      out.weights[at + k] = previous.weights[from + k]!;
      out.named[at + k] = previous.named[from + k]!;
    }
  return at + length;
}

/** A snapshot as the build cache keeps it: lists as JSON, arrays (offsets, sections, weights, named) as bytes. */
export interface StoredSnapshot {
  value: {
    pageKeys: string[];
    sectionCounts: number[];
    terms: string[];
    postings: number;
    fragments?: Array<[string, string]>;
    shards?: Array<[number, string]>;
  };
  arrays: [Uint32Array, Uint32Array, Float32Array, Uint8Array];
}

export function storedSnapshot(snapshot: PostingsSnapshot): StoredSnapshot {
  const { pageKeys, sectionCounts, terms, offsets, sections, weights, named, fragments, shards } = snapshot;
  return {
    value: {
      pageKeys,
      sectionCounts,
      terms,
      postings: sections.length,
      ...(fragments ? { fragments } : {}),
      ...(shards ? { shards } : {}),
    },
    arrays: [offsets, sections, weights, named],
  };
}

const stringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

// Plain loops: a callback per element cost ~10 ms over a million postings at every warm build.
function ascending(values: Uint32Array): boolean {
  for (let i = 1; i < values.length; i++) if (values[i]! < values[i - 1]!) return false;
  return true;
}

function allBelow(values: Uint32Array, limit: number): boolean {
  for (let i = 0; i < values.length; i++) if (values[i]! >= limit) return false;
  return true;
}

/** The snapshot a cache entry holds, or undefined when it does not hold together (it is then made again). */
export function readSnapshot(entry: { value: unknown; bytes: Uint8Array } | undefined): PostingsSnapshot | undefined {
  const stored = entry?.value as Partial<StoredSnapshot['value']> | undefined;
  if (!entry || !stored || !stringList(stored.pageKeys) || !stringList(stored.terms)) return undefined;
  const counts = stored.sectionCounts;
  const postings = stored.postings;
  if (!Array.isArray(counts) || counts.length !== stored.pageKeys.length) return undefined;
  if (!counts.every((count) => Number.isInteger(count) && count >= 0)) return undefined;
  if (typeof postings !== 'number' || !Number.isInteger(postings) || postings < 0) return undefined;
  const terms = stored.terms.length;
  if (entry.bytes.byteLength !== (terms + 1) * 4 + postings * 9) return undefined;
  let at = 0;
  const take = <T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, length: number, size: number) => {
    const view = make(entry.bytes.buffer as ArrayBuffer, entry.bytes.byteOffset + at, length);
    at += length * size;
    return view;
  };
  const offsets = take((b, o, n) => new Uint32Array(b, o, n), terms + 1, 4);
  const sections = take((b, o, n) => new Uint32Array(b, o, n), postings, 4);
  const weights = take((b, o, n) => new Float32Array(b, o, n), postings, 4);
  const named = take((b, o, n) => new Uint8Array(b, o, n), postings, 1);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const whole = offsets[0] === 0 && ascending(offsets) && offsets[terms] === postings && allBelow(sections, total);
  if (!whole) return undefined;
  const fragments = stored.fragments;
  const fragmentsWhole =
    Array.isArray(fragments) &&
    fragments.length === counts.length &&
    fragments.every((pair) => Array.isArray(pair) && pair.length === 2 && stringList(pair));
  const shards = stored.shards;
  const shardsWhole =
    Array.isArray(shards) &&
    shards.every(
      (shard) =>
        Array.isArray(shard) &&
        shard.length === 2 &&
        Number.isInteger(shard[0]) &&
        shard[0] > 0 &&
        typeof shard[1] === 'string',
    ) &&
    shards.reduce((sum, [count]) => sum + count, 0) === terms;
  return {
    pageKeys: stored.pageKeys,
    sectionCounts: counts,
    terms: stored.terms,
    offsets,
    sections,
    weights,
    named,
    ...(fragmentsWhole ? { fragments } : {}),
    ...(shardsWhole ? { shards } : {}),
  };
}
