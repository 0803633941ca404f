// Build time: postings → shards of consecutive terms, and the manifest that finds them.
import { WEIGHT_SCALE, type Shard } from './format.js';
import type { Postings } from './postings.js';

/**
 * A shard closes once its JSON passes this many characters: about 3.5 KB gzip, so a long question
 * whose words fall in many shards stays below its download budget (at 14,000 characters a
 * twelve-word query fetched 34 KB of shards on the help centre; at 10,000, 22 KB).
 */
export const SHARD_CHARS = 10_000;
/**
 * A term found in more sections keeps only its best-weighted ones: a word in thousands of sections
 * (low idf) decides little, and its full list would outweigh the rest of the query's download.
 */
export const MAX_POSTINGS = 1500;

export interface BuiltShard {
  firstTerm: number;
  /** How many terms it holds. */
  terms: number;
  /** The shard (a `Shard`) as written: its arrays are not kept, at 5,000 pages they were tens of MB. */
  json: string;
}

/** Characters of a non-negative integer written in JSON. */
function digits(n: number): number {
  let count = 1;
  while (n >= 10) {
    n = Math.floor(n / 10);
    count++;
  }
  return count;
}

/**
 * One term's entry: df, then (section gap, level*2+named) pairs; and its JSON length, counted as it
 * is made (a string per term only to measure it was a third of the search files' build).
 */
function termEntry(postings: Postings, term: number): { entry: number[]; chars: number } {
  const count = postings.count(term);
  const entry = [count];
  let chars = 3 + digits(count);
  let previous = 0;
  const add = (section: number, weight: number, named: boolean) => {
    const level = Math.max(1, Math.round(weight * WEIGHT_SCALE));
    const gap = section - previous;
    const packed = level * 2 + (named ? 1 : 0);
    entry.push(gap, packed);
    chars += digits(gap) + digits(packed) + 2;
    previous = section;
  };
  if (count <= MAX_POSTINGS) {
    postings.forEach(term, add);
  } else {
    // The MAX_POSTINGS best weights, ties to the earlier section, in section order: everything above
    // the cut-off weight, then as many at it as fit (a numeric typed-array sort finds the cut-off;
    // sorting the postings themselves with a comparator took most of a large site's shard time).
    const weights = new Float32Array(count);
    let i = 0;
    postings.forEach(term, (_, weight) => void (weights[i++] = weight));
    weights.sort();
    const cutOff = weights[count - MAX_POSTINGS]!;
    let atCutOff = MAX_POSTINGS - (count - weights.lastIndexOf(cutOff) - 1);
    postings.forEach(term, (section, weight, named) => {
      if (weight > cutOff) add(section, weight, named);
      else if (weight === cutOff && atCutOff > 0) {
        add(section, weight, named);
        atCutOff--;
      }
    });
  }
  return { entry, chars };
}

export function buildShards(postings: Postings): BuiltShard[] {
  const shards: BuiltShard[] = [];
  let current: Shard = [];
  let firstTerm = 0;
  let chars = 0;
  const close = () => {
    if (current.length === 0) return;
    shards.push({ firstTerm, terms: current.length, json: JSON.stringify(current) });
    firstTerm += current.length;
    current = [];
    chars = 0;
  };
  for (let term = 0; term < postings.terms.length; term++) {
    const { entry, chars: size } = termEntry(postings, term);
    if (chars > 0 && chars + size > SHARD_CHARS) close();
    current.push(entry);
    chars += size;
  }
  close();
  return shards;
}
