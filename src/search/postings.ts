// Build time: every section's words through the site language's pipeline (trimmer, stop words, folding
// stemmer), into one weight per (term, section). Flat typed arrays, not an object per posting, so a
// 5,000-page site costs a few MB.
import { codeUnitOrder } from '../core/code-unit-order.js';
import { joinedCompounds, splitWords, type SearchLanguage } from './language.js';
import { indexedSection, type SearchStore } from './store.js';

/** How much a word says about a section, by where it stands. */
export const FIELD_BOOSTS = { title: 6, heading: 4, keywords: 4, description: 2, text: 1 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];
/** A term in these fields names what the section is about. */
const NAMING: ReadonlySet<Field> = new Set(['title', 'heading', 'keywords']);

// BM25's term-frequency part (lunr's k1 and b). Lengths are normalized against fixed reference
// lengths rather than the site's averages, so editing one page changes only the shards of its own
// terms, not every weight of the site. The idf is applied in the browser, from each term's df.
const K1 = 1.2;
const B = 0.75;
const REFERENCE_LENGTH: Record<Field, number> = { title: 4, heading: 3, keywords: 4, description: 15, text: 60 };

export interface Postings {
  /** Every term, sorted (plain string order). */
  terms: string[];
  /** How many sections hold term t (t indexes `terms`). */
  count(term: number): number;
  /**
   * Term t's postings in ascending section order: field-boosted BM25 weight, and whether the term names the section
   * (title, heading, keywords).
   */
  forEach(term: number, visit: (section: number, weight: number, named: boolean) => void): void;
  /**
   * Term t's postings copied, in forEach's order, into arrays of at least count(t) places: a loop over
   * a million postings then boxes no weight and calls no function per posting.
   */
  read(term: number, into: PostingArrays): void;
  sectionCount: number;
}

/** Postings side by side: section, weight, and 1 where the term names the section. */
export interface PostingArrays {
  sections: Uint32Array;
  weights: Float32Array;
  named: Uint8Array;
}

/** A copy of `old` in a new array of `size` (larger) made by `make`: the rest is zero. */
function grown<T extends Float64Array | Uint32Array | Uint8Array>(old: T, size: number, make: (n: number) => T): T {
  const bigger = make(size);
  bigger.set(old);
  return bigger;
}

/** Postings per block; a term's last block is part empty, so blocks are small. */
const BLOCK = 8;
const CHUNK_BITS = 13;
/** Blocks per chunk of the pool. */
const CHUNK = 1 << CHUNK_BITS;

/**
 * Every term's postings in one pool of fixed-size blocks, a term's blocks linked in the order they
 * were filled (ascending section). The shards read each term's list in place: the sorted copy of
 * every posting that a column-then-sort layout made held the postings twice at the peak (+30 MB at
 * 5,000 pages). The pool grows by chunks, never copied.
 */
class PostingPool {
  readonly #sections: Uint32Array[] = [];
  readonly #weights: Float32Array[] = [];
  readonly #named: Uint8Array[] = [];
  readonly #next: Uint32Array[] = [];
  #blocks = 0;
  #head = new Uint32Array(1 << 10);
  #tail = new Uint32Array(1 << 10);
  #count = new Uint32Array(1 << 10);

  add(term: number, section: number, weight: number, named: boolean): void {
    if (term >= this.#count.length) this.#growSums(term);
    const n = this.#count[term]!;
    let block: number;
    if (n % BLOCK === 0) {
      block = this.#newBlock();
      if (n === 0) this.#head[term] = block;
      else this.#next[this.#tail[term]! >>> CHUNK_BITS]![this.#tail[term]! & (CHUNK - 1)] = block;
      this.#tail[term] = block;
    } else block = this.#tail[term]!;
    const at = (block & (CHUNK - 1)) * BLOCK + (n % BLOCK);
    const chunk = block >>> CHUNK_BITS;
    this.#sections[chunk]![at] = section;
    this.#weights[chunk]![at] = weight;
    this.#named[chunk]![at] = named ? 1 : 0;
    this.#count[term] = n + 1;
  }

  count(term: number): number {
    return term < this.#count.length ? this.#count[term]! : 0;
  }

  forEach(term: number, visit: (section: number, weight: number, named: boolean) => void): void {
    const n = this.count(term);
    const read = { sections: new Uint32Array(n), weights: new Float32Array(n), named: new Uint8Array(n) };
    this.read(term, read);
    for (let i = 0; i < n; i++) visit(read.sections[i]!, read.weights[i]!, read.named[i] === 1);
  }

  read(term: number, into: PostingArrays): void {
    const n = this.count(term);
    let block = this.#head[term]!;
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % BLOCK === 0) block = this.#next[block >>> CHUNK_BITS]![block & (CHUNK - 1)]!;
      const at = (block & (CHUNK - 1)) * BLOCK + (i % BLOCK);
      const chunk = block >>> CHUNK_BITS;
      into.sections[i] = this.#sections[chunk]![at]!;
      into.weights[i] = this.#weights[chunk]![at]!;
      into.named[i] = this.#named[chunk]![at]!;
    }
  }

  #newBlock(): number {
    const block = this.#blocks++;
    if ((block & (CHUNK - 1)) === 0) {
      this.#sections.push(new Uint32Array(CHUNK * BLOCK));
      this.#weights.push(new Float32Array(CHUNK * BLOCK));
      this.#named.push(new Uint8Array(CHUNK * BLOCK));
      this.#next.push(new Uint32Array(CHUNK));
    }
    return block;
  }

  #growSums(term: number): void {
    const size = Math.max(term + 1, this.#count.length * 2);
    this.#head = grown(this.#head, size, (n) => new Uint32Array(n));
    this.#tail = grown(this.#tail, size, (n) => new Uint32Array(n));
    this.#count = grown(this.#count, size, (n) => new Uint32Array(n));
  }
}

/**
 * A word's terms through the language's pipeline (trimmer, stop words, folding stemmer), by word:
 * kept between builds by the cache, since stemming every word again was a third of this stage.
 */
export type WordTerms = Map<string, string[]>;

/** `words`: the terms of words seen before (read from the cache); the words this site uses are added to `used`. */
export function buildPostings(
  store: SearchStore,
  support: SearchLanguage,
  words: WordTerms = new Map(),
  used?: WordTerms,
): Postings {
  const termNumber = new Map<string, number>();
  const names: string[] = [];
  const termsOfWord = new Map<string, number[]>();
  const stem = (word: string): string[] => {
    const trimmed = String(support.trimmer(new support.lunr.Token(word, {}), 0, []) ?? '');
    return trimmed !== '' && !support.isStopWord(trimmed) ? support.termsOf(trimmed) : [];
  };
  const wordTerms = (word: string): number[] => {
    let terms = termsOfWord.get(word);
    if (terms) return terms;
    terms = [];
    const strings = words.get(word) ?? stem(word);
    used?.set(word, strings);
    for (const term of strings) {
      let n = termNumber.get(term);
      if (n === undefined) termNumber.set(term, (n = names.push(term) - 1));
      terms.push(n);
    }
    termsOfWord.set(word, terms);
    return terms;
  };

  const pool = new PostingPool();
  const sectionCount = store.sections.length;
  // Per-section sums in arrays indexed by term, reset through the list of terms touched: no Map per
  // section and field (at 5,000 pages they were most of the CPU and the garbage).
  let sums = new Float64Array(1 << 12);
  let counts = new Uint32Array(1 << 12);
  let flags = new Uint8Array(1 << 12);
  const growSums = () => {
    if (names.length <= sums.length) return;
    const size = Math.max(names.length, sums.length * 2);
    sums = grown(sums, size, (n) => new Float64Array(n));
    counts = grown(counts, size, (n) => new Uint32Array(n));
    flags = grown(flags, size, (n) => new Uint8Array(n));
  };
  const IN_SECTION = 1;
  const NAMED = 2;
  const sectionTerms: number[] = [];
  const fieldTerms: number[] = [];
  // Indexed loops, not for…of: this runs once per build, mostly before the JIT has compiled it, and
  // an iterator per word was a third of its time there.
  for (let section = 0; section < sectionCount; section++) {
    const fields = indexedSection(store, section);
    for (let f = 0; f < FIELDS.length; f++) {
      const field = FIELDS[f]!;
      const lower = fields[field].toLowerCase();
      const words = lower.includes('-') ? [...splitWords(lower), ...joinedCompounds(lower)] : splitWords(lower);
      let length = 0;
      for (let w = 0; w < words.length; w++) {
        const word = words[w]!;
        if (word === '') continue;
        const terms = wordTerms(word);
        if (names.length > sums.length) growSums();
        for (let t = 0; t < terms.length; t++) {
          const term = terms[t]!;
          if (counts[term]! === 0) fieldTerms.push(term);
          counts[term] = counts[term]! + 1;
        }
        length += terms.length;
      }
      const norm = K1 * (1 - B + (B * length) / REFERENCE_LENGTH[field]);
      const boost = FIELD_BOOSTS[field] * (K1 + 1);
      const naming = NAMING.has(field);
      for (let i = 0; i < fieldTerms.length; i++) {
        const term = fieldTerms[i]!;
        const tf = counts[term]!;
        counts[term] = 0;
        if (!(flags[term]! & IN_SECTION)) {
          flags[term] = IN_SECTION;
          sums[term] = 0;
          sectionTerms.push(term);
        }
        sums[term]! += (boost * tf) / (norm + tf);
        if (naming) flags[term]! |= NAMED;
      }
      fieldTerms.length = 0;
    }
    for (let i = 0; i < sectionTerms.length; i++) {
      const term = sectionTerms[i]!;
      pool.add(term, section, sums[term]!, (flags[term]! & NAMED) !== 0);
      flags[term] = 0;
    }
    sectionTerms.length = 0;
  }

  // Terms in sorted order; each one's postings stay where they are.
  const order = names.map((_, n) => n).sort((a, b) => codeUnitOrder(names[a]!, names[b]!));
  return {
    terms: order.map((n) => names[n]!),
    count: (term) => pool.count(order[term]!),
    forEach: (term, visit) => pool.forEach(order[term]!, visit),
    read: (term, into) => pool.read(order[term]!, into),
    sectionCount,
  };
}
