// The search files as the browser reads them (see README, "Search"). One revalidated manifest at a
// fixed address; everything it names is content-hashed and cached for good.
//
//   manifest  pipeline, term dictionary (front-coded, sorted), where each shard starts in it,
//             sections per page and each page's fragment hash, synonym groups
//   shard     postings of a run of consecutive terms: per term its document frequency, then
//             (section gap, weight) pairs, best-weighted postings only when a term is very common
//   fragment  one page: title, route, breadcrumbs, description, sections (what a result shows)

import type { SearchLanguageCode } from './languages.js';

/** Bumped when the layout changes, so an old manifest in a cache is never read as a new one. */
export const FORMAT_VERSION = 2;

export interface SearchManifest {
  version: number;
  /** The search language (languages.ts): which pipeline the browser loads. */
  language: SearchLanguageCode;
  /** Names of the search pipeline functions. */
  pipeline: string[];
  /** All index terms, sorted, front-coded by `encodeTerms`. */
  terms: string;
  /** Per shard: the number of its first term in the dictionary, and its content hash. */
  shards: Array<[firstTerm: number, hash: string]>;
  /** URL prefix of the shards: `${shardPrefix}${shard}.${hash}.json`. */
  shardPrefix: string;
  /** Sections of each page, in order; a section's number counts across pages. */
  sectionsPerPage: number[];
  /** URL prefix of the page fragments: `${fragments}${page}.${hash}.json`. */
  fragments: string;
  /** Content hash of each page's fragment. */
  fragmentHashes: string[];
  /** Synonym groups (`search.synonyms`): words or phrases a reader may type for one another. */
  synonyms: string[][];
  /**
   * Index terms of the names in the pages' titles (names.ts): a query that holds one ranks the
   * sections that lack it far below. Absent from manifests written before it existed.
   */
  names?: string[];
}

/**
 * Per term of the shard, from its first: `[documentFrequency, gap, weight, gap, weight, …]`. A gap
 * is the distance from the previous section number (the first from 0); a weight is
 * `level * 2 + named`, `level` the quantized field-boosted term weight and `named` 1 when the term
 * is in the section's title or heading.
 */
export type Shard = number[][];

export interface PageFragment {
  title: string;
  /** Sidebar label, when it differs from the title. */
  label?: string;
  route: string;
  crumbs: string[];
  description: string;
  /** Anchor (empty for the intro), heading, text. */
  sections: Array<[anchor: string, heading: string, text: string]>;
}

export const shardUrl = (manifest: SearchManifest, shard: number) =>
  `${manifest.shardPrefix}${shard}.${manifest.shards[shard]?.[1]}.json`;
export const fragmentUrl = (manifest: SearchManifest, page: number) =>
  `${manifest.fragments}${page}.${manifest.fragmentHashes[page]}.json`;

/** Weights are shipped as integers: this many levels per unit of weight. */
export const WEIGHT_SCALE = 8;

/** Sorted terms → "3\n0abc\n2d…": each term as the length it shares with the previous one, then the rest. */
export function encodeTerms(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      const max = Math.min(9, previous.length, term.length);
      while (shared < max && previous[shared] === term[shared]) shared++;
      previous = term;
      return `${shared}${term.slice(shared)}`;
    })
    .join('\n');
}

export function decodeTerms(encoded: string): string[] {
  if (encoded === '') return [];
  const terms: string[] = [];
  let previous = '';
  for (const line of encoded.split('\n')) {
    previous = previous.slice(0, Number(line[0])) + line.slice(1);
    terms.push(previous);
  }
  return terms;
}
