// The query engine, shared by the browser widgets and the Node tests: load the index, run a query,
// rank pages, cut snippets.
import type lunr from 'lunr';
import { expandIndex, type CompactIndex } from './index-codec.js';
import { portugueseLunr, type PortugueseLunr } from './portuguese.js';
import { parseQuery, type QueryWord } from './query.js';
import { highlight, snippet, type Segment } from './snippet.js';
import type { SearchStore } from './store.js';

export type { Segment } from './snippet.js';

export interface SearchHit {
  /** Route of the page, with the section's anchor when the best match is below a heading. */
  url: string;
  title: Segment[];
  /** The section's heading, empty for the page intro. */
  section: Segment[];
  crumbs: string[];
  snippet: Segment[];
  score: number;
}

export interface SearchResults {
  hits: SearchHit[];
  /** Pages found, before the limit. */
  total: number;
}

export interface Searcher {
  search(input: string, limit?: number): SearchResults;
}

// An exact term outweighs a prefix, which outweighs a one-letter typo.
const EXACT_BOOST = 10;
const PREFIX_BOOST = 3;
const FUZZY_BOOST = 1;
const MIN_STEM = 4;
const MAX_CUT = 4;

interface SectionScore {
  score: number;
  words: number;
  /** Words found in the page title or the section heading. */
  named: number;
  terms: Set<string>;
}

const NAMING_FIELDS = ['title', 'heading'];
// A word in the title or heading says the section is about it, not that it merely mentions it.
const NAMING_BONUS = 1;

/**
 * Index terms are stems, often shorter than a half-typed word ("compartilhamen" → "compartilh"), so a
 * word being typed also matches the stems it starts with.
 */
function stemsBeginning(folded: string, isTerm: (term: string) => boolean): string[] {
  const stems: string[] = [];
  for (let length = folded.length - 1; length >= Math.max(MIN_STEM, folded.length - MAX_CUT); length--) {
    if (isTerm(folded.slice(0, length))) stems.push(folded.slice(0, length));
  }
  return stems;
}

function queryWord(index: lunr.Index, support: PortugueseLunr, word: QueryWord): lunr.Index.Result[] {
  const invertedIndex = (index as unknown as { invertedIndex: Record<string, unknown> }).invertedIndex;
  const isTerm = (term: string) => Object.hasOwn(invertedIndex, term);
  const known = word.terms.some(isTerm);
  return index.query((q) => {
    for (const term of word.terms) {
      q.term(term, { usePipeline: false, boost: EXACT_BOOST });
      // A word the index knows is taken as spelled; only unknown words get one edit of slack.
      if (word.fuzzy && !known) q.term(term, { usePipeline: false, editDistance: 1, boost: FUZZY_BOOST });
    }
    if (word.prefix) {
      q.term(word.folded, { usePipeline: false, wildcard: support.lunr.Query.wildcard.TRAILING, boost: PREFIX_BOOST });
      for (const stem of stemsBeginning(word.folded, isTerm)) q.term(stem, { usePipeline: false, boost: PREFIX_BOOST });
    }
  });
}

/** Sum of each word's score, scaled down by the share of the words a section misses. */
function scoreSections(index: lunr.Index, support: PortugueseLunr, words: readonly QueryWord[]): Map<string, SectionScore> {
  const sections = new Map<string, SectionScore>();
  let wordsFound = 0;
  for (const word of words) {
    const results = queryWord(index, support, word);
    if (results.length > 0) wordsFound += 1;
    for (const result of results) {
      const entry = sections.get(result.ref) ?? { score: 0, words: 0, named: 0, terms: new Set<string>() };
      entry.score += result.score;
      entry.words += 1;
      const metadata = result.matchData.metadata as Record<string, Record<string, unknown>>;
      if (Object.values(metadata).some((fields) => NAMING_FIELDS.some((field) => field in fields))) entry.named += 1;
      for (const term of Object.keys(metadata)) entry.terms.add(term);
      sections.set(result.ref, entry);
    }
  }
  for (const entry of sections.values()) entry.score *= (entry.words / wordsFound) ** 2 * (1 + NAMING_BONUS * entry.named / wordsFound);
  return sections;
}

export function createSearcher(compact: CompactIndex, store: SearchStore): Searcher {
  const support = portugueseLunr();
  const index = support.lunr.Index.load(expandIndex(compact) as unknown as object);
  // Words go through the search pipeline the index names (restored by name on load), once each.
  const pipeline = (index as unknown as { pipeline: lunr.Pipeline }).pipeline;
  const seen = new Map<string, string[]>();
  const termsOf = (word: string): string[] => {
    let terms = seen.get(word);
    if (!terms) seen.set(word, (terms = pipeline.runString(word)));
    return terms;
  };

  return {
    search(input, limit = Infinity) {
      const words = parseQuery(input, support, termsOf);
      if (words.length === 0) return { hits: [], total: 0 };
      const best = new Map<number, { ref: number; entry: SectionScore }>();
      for (const [ref, entry] of scoreSections(index, support, words)) {
        const section = store.sections[Number(ref)];
        if (!section) continue;
        const current = best.get(section.page);
        if (!current || entry.score > current.entry.score) best.set(section.page, { ref: Number(ref), entry });
      }
      const ranked = [...best.values()].sort((a, b) => b.entry.score - a.entry.score);
      const hits = ranked.slice(0, limit).map(({ ref, entry }) => {
        const section = store.sections[ref]!;
        const page = store.pages[section.page]!;
        const isMatch = (word: string) => !support.isStopWord(word.toLowerCase()) && termsOf(word.toLowerCase()).some((t) => entry.terms.has(t));
        // The intro also answers for the page's description: show whichever holds the match.
        const mentions = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).some(isMatch);
        const text = section.anchor === '' && (section.text === '' || (!mentions(section.text) && mentions(page.description))) ? page.description : section.text;
        return {
          url: section.anchor ? `${page.route}#${section.anchor}` : page.route,
          title: highlight(page.title, isMatch),
          section: highlight(section.heading, isMatch),
          crumbs: page.crumbs,
          snippet: snippet(text, isMatch),
          score: entry.score,
        };
      });
      return { hits, total: ranked.length };
    },
  };
}
