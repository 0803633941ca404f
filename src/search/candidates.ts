// A query word → the dictionary terms it may stand for, each with how much a match counts.
import type { Dictionary } from './dictionary.js';
import type { QueryWord } from './query.js';

export interface Candidate {
  term: number;
  /** 1 for the word as typed; less for a longer word it begins, less again for a one-typo neighbour. */
  boost: number;
}

export const EXACT_BOOST = 1;
export const PREFIX_BOOST = 0.5;
export const FUZZY_BOOST = 0.3;
/** A three-letter prefix may begin hundreds of terms: the shortest ones are the likely words. */
export const MAX_PREFIX_TERMS = 24;
const MIN_STEM = 4;
const MAX_CUT = 4;

export function candidatesOf(word: QueryWord, dictionary: Dictionary): Candidate[] {
  const best = new Map<number, number>();
  const add = (term: number | undefined, boost: number) => {
    if (term !== undefined && boost > (best.get(term) ?? 0)) best.set(term, boost);
  };
  const exact = word.terms.map((term) => dictionary.numberOf(term)).filter((n) => n !== undefined);
  for (const term of exact) add(term, EXACT_BOOST);
  if (word.prefix) {
    for (const term of dictionary.startingWith(word.folded, MAX_PREFIX_TERMS)) add(term, PREFIX_BOOST);
    // Index terms are stems, often shorter than a half-typed word ("compartilhamen" → "compartilh").
    for (let length = word.folded.length - 1; length >= Math.max(MIN_STEM, word.folded.length - MAX_CUT); length--) {
      add(dictionary.numberOf(word.folded.slice(0, length)), PREFIX_BOOST);
    }
  }
  // A word the index knows is taken as spelled; only unknown words get one edit of slack.
  if (word.fuzzy && exact.length === 0) {
    for (const form of new Set([...word.terms, word.folded]))
      for (const term of dictionary.oneTypoFrom(form, MAX_CUT)) add(term, FUZZY_BOOST);
  }
  return [...best].map(([term, boost]) => ({ term, boost }));
}
