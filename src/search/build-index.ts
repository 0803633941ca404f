// Build time only: the index of every section, in the shipped format (index-codec.ts).
import { shippedScore, type CompactIndex } from './index-codec.js';
import { portugueseLunr, TOKEN_SEPARATOR, usePortuguese } from './portuguese.js';
import { indexedSections, type IndexedSection, type SearchStore } from './store.js';

/** Field boosts: a word in the page title or a heading says more about a section than one in its body. */
export const FIELD_BOOSTS = { title: 6, heading: 4, description: 2, text: 1 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

// lunr.Builder's BM25 parameters (its defaults).
const K1 = 1.2;
const B = 0.75;

/** One field of one section: its terms (numbered by first appearance) and how often each occurs. */
interface FieldTerms {
  terms: Uint32Array;
  counts: Uint32Array;
  length: number;
}

/**
 * The scores lunr.Builder would give, computed here because lunr keeps an object for every
 * (term, field, section) and needs gigabytes at 5,000 pages; this keeps typed arrays. Same
 * tokenizer separator, the very pipeline functions lunr runs (trimmer, stop words, folding
 * stemmer), the same BM25 with lunr's idf and rounding: test/search/build-index.test.ts checks
 * the result equals lunr.Builder's index, compacted.
 */
export function buildSearchIndex(store: SearchStore): CompactIndex {
  const support = portugueseLunr();
  const builder = new support.lunr.Builder();
  usePortuguese(builder, support);
  const termsOfWord = new Map<string, number[]>();
  const termNumbers = new Map<string, number>();
  const termNames: string[] = [];
  const numberOf = (term: string) => {
    let n = termNumbers.get(term);
    if (n === undefined) termNumbers.set(term, (n = termNames.push(term) - 1));
    return n;
  };
  const wordTerms = (word: string) => {
    let terms = termsOfWord.get(word);
    if (!terms) termsOfWord.set(word, (terms = builder.pipeline.run([new support.lunr.Token(word, {})]).map((t) => numberOf(String(t)))));
    return terms;
  };

  const sections = indexedSections(store);
  // Per term, the sections that have it, counted once per field (lunr.idf counts that way).
  const sectionsWithTerm: number[] = [];
  const totalLength: Record<Field, number> = { title: 0, heading: 0, description: 0, text: 0 };
  const analysed = sections.map((section: IndexedSection) =>
    FIELDS.map((field): FieldTerms => {
      const counts = new Map<number, number>();
      let length = 0;
      for (const word of section[field].toLowerCase().split(TOKEN_SEPARATOR)) {
        if (word === '') continue;
        for (const term of wordTerms(word)) {
          counts.set(term, (counts.get(term) ?? 0) + 1);
          length += 1;
        }
      }
      for (const term of counts.keys()) sectionsWithTerm[term] = (sectionsWithTerm[term] ?? 0) + 1;
      totalLength[field] += length;
      return { terms: Uint32Array.from(counts.keys()), counts: Uint32Array.from(counts.values()), length };
    }),
  );

  // Terms in lunr's order (a plain sort of the strings); a term's number in the index is its place there.
  const sorted = termNames.map((name, n) => [name, n] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const place = new Uint32Array(termNames.length);
  sorted.forEach(([, n], position) => (place[n] = position));
  const count = sections.length;
  const idf = (n: number) => {
    const x = (count - (sectionsWithTerm[n] ?? 0) + 0.5) / ((sectionsWithTerm[n] ?? 0) + 0.5);
    return Math.log(1 + Math.abs(x));
  };

  const vectors = FIELDS.map((field, f) => {
    const average = totalLength[field] / count;
    return analysed.map((fields) => {
      const { terms, counts, length } = fields[f]!;
      const pairs = Array.from(terms, (n, i) => {
        const tf = counts[i]!;
        const score = ((idf(n) * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (length / average)) + tf)) * FIELD_BOOSTS[field];
        return [place[n]!, shippedScore(Math.round(score * 1000) / 1000)] as const;
      }).sort((a, b) => a[0] - b[0]);
      let previous = 0;
      return pairs.flatMap(([term, score]) => {
        const gap = term - previous;
        previous = term;
        return [gap, score];
      });
    });
  });

  return {
    version: support.lunr.version,
    fields: FIELDS,
    pipeline: builder.searchPipeline.toJSON() as unknown as string[],
    terms: sorted.map(([name]) => name),
    vectors,
  };
}
