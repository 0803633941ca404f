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

/** Growable typed array, so a large site never holds an array of objects per posting. */
class Column<T extends Uint32Array | Float32Array | Uint8Array> {
  length = 0;
  constructor(public data: T) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new (this.data.constructor as new (n: number) => T)(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
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

  const termColumn = new Column(new Uint32Array(1 << 16));
  const sectionColumn = new Column(new Uint32Array(1 << 16));
  const weightColumn = new Column(new Float32Array(1 << 16));
  const namedColumn = new Column(new Uint8Array(1 << 16));
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
  const start = new Uint32Array(names.length + 1);
  for (let i = 0; i < termColumn.length; i++) start[place[termColumn.data[i]!]! + 1]! += 1;
  for (let t = 0; t < names.length; t++) start[t + 1]! += start[t]!;
  const next = start.slice(0, names.length);
  const section = new Uint32Array(termColumn.length);
  const weight = new Float32Array(termColumn.length);
  const named = new Uint8Array(termColumn.length);
  for (let i = 0; i < termColumn.length; i++) {
    const at = next[place[termColumn.data[i]!]!]!++;
    section[at] = sectionColumn.data[i]!;
    weight[at] = weightColumn.data[i]!;
    named[at] = namedColumn.data[i]!;
  }
  return { terms: order.map((n) => names[n]!), start, section, weight, named, sectionCount: sections.length };
}
