// Build time: postings → shards of consecutive terms, and the manifest that finds them.
import { WEIGHT_SCALE } from './format.js';
import type { PostingArrays, Postings } from './postings.js';

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
  /**
   * The shard (a `Shard`) as written: its arrays are not kept, at 5,000 pages they were tens of MB. None for a shard
   * the last build made alike (shardJson makes it when asked).
   */
  json: string | undefined;
  /** Such a shard's hash, as the last build named its file. */
  hash?: string;
}

/**
 * The last build's shards, for the shards of these postings that come out alike: their terms (and the term after
 * them, which decided where they closed) have the postings they had.
 */
export interface ShardReuse {
  /** Each shard's number of terms and hash, in order. */
  shards: ReadonlyArray<readonly [terms: number, hash: string]>;
  /** Per term, the last build's term with the same postings, or -1 (changed or new); undefined: every term alike. */
  previousTerms: Int32Array | undefined;
}

/** Reused between terms: one term's postings, and a copy of its weights to select in. */
const scratch: PostingArrays & { selected: Float32Array } = {
  sections: new Uint32Array(0),
  weights: new Float32Array(0),
  named: new Uint8Array(0),
  selected: new Float32Array(0),
};

function scratchFor(count: number): typeof scratch {
  if (scratch.sections.length < count) {
    const size = Math.max(count, scratch.sections.length * 2);
    Object.assign(scratch, {
      sections: new Uint32Array(size),
      weights: new Float32Array(size),
      named: new Uint8Array(size),
      selected: new Float32Array(size),
    });
  }
  return scratch;
}

/**
 * One term's entry as JSON: df, then (section gap, level*2+named) pairs. Plain loops over the
 * postings copied out, and one join: a call per posting boxed each weight, and with arrays per
 * term and JSON.stringify that was most of the search files' build at 5,000 pages.
 */
function termEntry(postings: Postings, term: number, numbers: number[]): string {
  const count = postings.count(term);
  const { sections, weights, named, selected } = scratchFor(count);
  postings.read(term, scratch);
  // A term in more sections keeps the MAX_POSTINGS best weights, ties to the earlier section, in
  // section order: everything above the cut-off weight, then as many at it as fit. The cut-off is
  // selected, not sorted for (a sort of each frequent term's weights took most of the shards' time).
  let cutOff = Number.NEGATIVE_INFINITY;
  let atCutOff = 0;
  if (count > MAX_POSTINGS) {
    selected.set(weights.subarray(0, count));
    const n = count - MAX_POSTINGS;
    cutOff = nthSmallest(selected.subarray(0, count), n);
    // Selection leaves every weight above the cut-off after its place.
    let above = 0;
    for (let i = n + 1; i < count; i++) if (selected[i]! > cutOff) above++;
    atCutOff = MAX_POSTINGS - above;
  }
  numbers.length = 0;
  numbers.push(count);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const weight = weights[i]!;
    if (weight < cutOff || (weight === cutOff && atCutOff-- <= 0)) continue;
    const section = sections[i]!;
    numbers.push(section - previous, Math.max(1, Math.round(weight * WEIGHT_SCALE)) * 2 + named[i]!);
    previous = section;
  }
  return `[${numbers.join(',')}]`;
}

/** Rounds of selection before the rest of the range is sorted: twice the halvings of any typed array. */
const SELECTION_ROUNDS = 64;

/**
 * The value `sorted[n]` would hold were `values` sorted ascending (Hoare's selection, in place):
 * linear on average where a sort is n log n. Afterwards no value before place n is above it and
 * none after it is below it. Weights a page's text can shape that keep the range from shrinking
 * well (a quadratic case) are sorted after a bounded number of rounds instead.
 */
export function nthSmallest(values: Float32Array, n: number, maxRounds = SELECTION_ROUNDS): number {
  let low = 0;
  let high = values.length - 1;
  for (let rounds = 0; low < high; rounds++) {
    if (rounds === maxRounds) {
      values.subarray(low, high + 1).sort();
      break;
    }
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (n <= j) high = j;
    else if (n >= i) low = i;
    else return values[n]!;
  }
  return values[n]!;
}

export function buildShards(postings: Postings, reuse?: ShardReuse): BuiltShard[] {
  const shards: BuiltShard[] = [];
  let current: string[] = [];
  let firstTerm = 0;
  // The shard's JSON length so far: its entries and the comma or bracket before each.
  let chars = 0;
  const close = () => {
    if (current.length === 0) return;
    shards.push({ firstTerm, terms: current.length, json: shardText(current) });
    firstTerm += current.length;
    current = [];
    chars = 0;
  };
  const alike = reuse && reusedShards(postings.terms.length, reuse);
  const numbers: number[] = [];
  // A term's entry made before its shard turned out to start with it.
  let pending: string | undefined;
  for (let term = 0; term < postings.terms.length; ) {
    const before = current.length === 0 ? alike?.(term) : undefined;
    if (before) {
      shards.push({ firstTerm: term, terms: before[0], json: undefined, hash: before[1] });
      term += before[0];
      firstTerm = term;
      pending = undefined;
      continue;
    }
    const entry = pending ?? termEntry(postings, term, numbers);
    pending = undefined;
    if (chars > 0 && chars + entry.length + 1 > SHARD_CHARS) {
      close();
      // The next shard starts here: it may be one the last build made.
      pending = entry;
      continue;
    }
    current.push(entry);
    chars += entry.length + 1;
    term++;
  }
  close();
  return shards;
}

/**
 * The last build's shard that would be made again from `term` on, if any: one that started at the same term of the
 * last build's postings, whose terms are all alike, and after which comes the same term or, for the last shard, none.
 * A shard is closed by its own entries and the next term's length alone, so that shard comes out byte for byte.
 */
function reusedShards(terms: number, { shards, previousTerms }: ShardReuse) {
  const starts = new Map<number, number>();
  let previousCount = 0;
  shards.forEach(([count], i) => {
    starts.set(previousCount, i);
    previousCount += count;
  });
  const previousOf = (term: number) => (term >= terms ? -1 : previousTerms ? (previousTerms[term] ?? -1) : term);
  return (term: number): readonly [terms: number, hash: string] | undefined => {
    const first = previousOf(term);
    const shard = shards[starts.get(first) ?? -1];
    if (first < 0 || !shard) return undefined;
    const [count] = shard;
    for (let k = 1; k < count; k++) if (previousOf(term + k) !== first + k) return undefined;
    const after = first + count;
    const sameEnd = after === previousCount ? term + count === terms : previousOf(term + count) === after;
    return sameEnd ? shard : undefined;
  };
}

/** A shard's JSON: kept from its build, or made again from the postings its terms have now. */
export function shardJson(postings: Postings, shard: BuiltShard): string {
  if (shard.json !== undefined) return shard.json;
  const numbers: number[] = [];
  const entries: string[] = [];
  for (let term = shard.firstTerm; term < shard.firstTerm + shard.terms; term++)
    entries.push(termEntry(postings, term, numbers));
  return shardText(entries);
}

/** A shard from its terms' entries: exactly JSON.stringify of its arrays of integers, however it was made. */
const shardText = (entries: readonly string[]) => `[${entries.join(',')}]`;
