// Build time: every section's words through the site language's pipeline (trimmer, stop words, folding
// stemmer), into one weight per (term, section). Flat typed arrays, not an object per posting, so a
// 5,000-page site costs a few MB.
import { TOKEN_SEPARATOR, type SearchLanguage } from './language.js';
import { indexedSections, type IndexedSection, type SearchStore } from './store.js';

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
  /** `start[t] … start[t + 1]` are term t's postings, by section. */
  start: Uint32Array;
  section: Uint32Array;
  /** Field-boosted BM25 term weight. */
  weight: Float32Array;
  /** 1 when the term is in the section's title, heading or keywords. */
  named: Uint8Array;
  sectionCount: number;
}

const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;

/**
 * Growable typed array in fixed chunks, so a large site never holds an array of objects per posting,
 * never copies a column to grow it, and can let each chunk go once it is read (`drop`): a doubling
 * array held the old and new copies at once, and the columns beside the final arrays.
 */
class Column<T extends Uint32Array | Float32Array | Uint8Array> {
  length = 0;
  readonly #chunks: Array<T | undefined> = [];
  constructor(readonly make: (n: number) => T) {}
  push(value: number): void {
    const chunk = this.length >>> CHUNK_BITS;
    if (chunk === this.#chunks.length) this.#chunks.push(this.make(CHUNK));
    this.#chunks[chunk]![this.length++ & (CHUNK - 1)] = value;
  }
  /** Chunk `c` (values `c * CHUNK …`), at most CHUNK long. */
  chunk(c: number): T {
    return this.#chunks[c]!;
  }
  get chunks(): number {
    return this.#chunks.length;
  }
  drop(c: number): void {
    this.#chunks[c] = undefined;
  }
}

/**
 * A word's terms through the language's pipeline (trimmer, stop words, folding stemmer), by word:
 * kept between builds by the cache, since stemming every word again was a third of this stage.
 */
export type WordTerms = Map<string, string[]>;

/** `words`: the terms of words seen before (read from the cache); the words this site uses are added to `used`. */
export function buildPostings(store: SearchStore, support: SearchLanguage, words: WordTerms = new Map(), used?: WordTerms): Postings {
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

  const termColumn = new Column((n) => new Uint32Array(n));
  const sectionColumn = new Column((n) => new Uint32Array(n));
  const weightColumn = new Column((n) => new Float32Array(n));
  const namedColumn = new Column((n) => new Uint8Array(n));
  const sections = indexedSections(store);
  // Per-section sums in arrays indexed by term, reset through the list of terms touched: no Map per
  // section and field (at 5,000 pages they were most of the CPU and the garbage).
  let sums = new Float64Array(1 << 12);
  let counts = new Uint32Array(1 << 12);
  let flags = new Uint8Array(1 << 12);
  const fit = () => {
    if (names.length <= sums.length) return;
    const size = Math.max(names.length, sums.length * 2);
    const grow = <T extends Float64Array | Uint32Array | Uint8Array>(old: T, make: (n: number) => T) => {
      const bigger = make(size);
      bigger.set(old);
      return bigger;
    };
    sums = grow(sums, (n) => new Float64Array(n));
    counts = grow(counts, (n) => new Uint32Array(n));
    flags = grow(flags, (n) => new Uint8Array(n));
  };
  const IN_SECTION = 1;
  const NAMED = 2;
  const sectionTerms: number[] = [];
  const fieldTerms: number[] = [];
  // Indexed loops, not for…of: this runs once per build, mostly before the JIT has compiled it, and
  // an iterator per word was a third of its time there.
  for (let section = 0; section < sections.length; section++) {
    const fields = sections[section]!;
    for (let f = 0; f < FIELDS.length; f++) {
      const field = FIELDS[f]!;
      const words = fields[field].toLowerCase().split(TOKEN_SEPARATOR);
      let length = 0;
      for (let w = 0; w < words.length; w++) {
        const word = words[w]!;
        if (word === '') continue;
        const terms = wordTerms(word);
        if (names.length > sums.length) fit();
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
      termColumn.push(term);
      sectionColumn.push(section);
      weightColumn.push(sums[term]!);
      namedColumn.push(flags[term]! & NAMED ? 1 : 0);
      flags[term] = 0;
    }
    sectionTerms.length = 0;
  }

  // Counting sort by term, in the terms' sorted order; sections stay ascending within a term.
  const order = names.map((_, n) => n).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0));
  const place = new Uint32Array(names.length);
  order.forEach((n, position) => (place[n] = position));
  const total = termColumn.length;
  const start = new Uint32Array(names.length + 1);
  const chunkLength = (c: number) => Math.min(CHUNK, total - c * CHUNK);
  for (let c = 0; c < termColumn.chunks; c++) {
    const terms = termColumn.chunk(c);
    for (let i = 0, end = chunkLength(c); i < end; i++) start[place[terms[i]!]! + 1]! += 1;
  }
  for (let t = 0; t < names.length; t++) start[t + 1]! += start[t]!;
  const next = start.slice(0, names.length);
  const section = new Uint32Array(total);
  const weight = new Float32Array(total);
  const named = new Uint8Array(total);
  for (let c = 0; c < termColumn.chunks; c++) {
    const [terms, sections, weights, flagsOf] = [termColumn.chunk(c), sectionColumn.chunk(c), weightColumn.chunk(c), namedColumn.chunk(c)];
    for (let i = 0, end = chunkLength(c); i < end; i++) {
      const at = next[place[terms[i]!]!]!++;
      section[at] = sections[i]!;
      weight[at] = weights[i]!;
      named[at] = flagsOf[i]!;
    }
    for (const column of [termColumn, sectionColumn, weightColumn, namedColumn]) column.drop(c);
  }
  return { terms: order.map((n) => names[n]!), start, section, weight, named, sectionCount: sections.length };
}
