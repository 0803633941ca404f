// Build time: postings → shards of consecutive terms, and the manifest that finds them.
import { WEIGHT_SCALE, type Shard } from './format.js';
import type { Postings } from './postings.js';

/**
 * A shard closes once its JSON passes this many characters: about 5 KB gzip, so even a query of
 * several words in as many shards stays far below its download budget.
 */
export const SHARD_CHARS = 14_000;
/**
 * A term found in more sections keeps only its best-weighted ones: a word in thousands of sections
 * (low idf) decides little, and its full list would outweigh the rest of the query's download.
 */
export const MAX_POSTINGS = 1500;

export interface BuiltShard {
  firstTerm: number;
  shard: Shard;
  json: string;
}

/** One term's entry: df, then (section gap, level*2+named) pairs. */
function termEntry(postings: Postings, term: number): number[] {
  const from = postings.start[term]!;
  const to = postings.start[term + 1]!;
  let kept = Array.from({ length: to - from }, (_, i) => from + i);
  if (kept.length > MAX_POSTINGS) kept = kept.sort((a, b) => postings.weight[b]! - postings.weight[a]! || a - b).slice(0, MAX_POSTINGS).sort((a, b) => a - b);
  const entry = [to - from];
  let previous = 0;
  for (const at of kept) {
    const section = postings.section[at]!;
    const level = Math.max(1, Math.round(postings.weight[at]! * WEIGHT_SCALE));
    entry.push(section - previous, level * 2 + postings.named[at]!);
    previous = section;
  }
  return entry;
}

export function buildShards(postings: Postings): BuiltShard[] {
  const shards: BuiltShard[] = [];
  let current: Shard = [];
  let firstTerm = 0;
  let chars = 0;
  const close = () => {
    if (current.length === 0) return;
    shards.push({ firstTerm, shard: current, json: JSON.stringify(current) });
    firstTerm += current.length;
    current = [];
    chars = 0;
  };
  for (let term = 0; term < postings.terms.length; term++) {
    const entry = termEntry(postings, term);
    const size = entry.join(',').length + 3;
    if (chars > 0 && chars + size > SHARD_CHARS) close();
    current.push(entry);
    chars += size;
  }
  close();
  return shards;
}
