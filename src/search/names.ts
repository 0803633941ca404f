// Names a reader may put in a query to say which part of the site they mean: an ERP ("Omie",
// "Bling"), a product, a tool. Found at build time in the pages' titles: a capitalised word that is
// not the title's first, held by a minority of the pages (the site's own name, on every page, says
// nothing). A section that lacks a name the query holds answers another thing (the other ERP's page),
// however well it matches the rest: the engine ranks it well below those that have it (scoring.ts).
import { splitWords, type SearchLanguage } from './language.js';
import type { Postings } from './postings.js';
import type { SearchStore } from './store.js';

/** A name held by more than this share of the pages does not tell pages apart. */
const MAX_PAGE_SHARE = 0.25;
const CAPITALISED = /^\p{Lu}[\p{L}\p{N}]{2,}$/u;

/** Binary search in the sorted term list. */
function termNumber(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const here = terms[mid] ?? '';
    if (here === term) return mid;
    if (here < term) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The index terms of the names in the pages' titles, sorted. */
export function nameTerms(store: SearchStore, support: SearchLanguage, postings: Postings): string[] {
  const candidates = new Set<string>();
  for (const page of store.pages) {
    for (const title of [page.title, page.label ?? '']) {
      const words = title.split(/\s+/).slice(1);
      for (const word of words) {
        if (!CAPITALISED.test(word)) continue;
        for (const part of splitWords(word.toLowerCase())) {
          const trimmed = String(support.trimmer(new support.lunr.Token(part, {}), 0, []) ?? '');
          if (trimmed === '' || support.isStopWord(trimmed)) continue;
          for (const term of support.termsOf(trimmed)) candidates.add(term);
        }
      }
    }
  }
  const names: string[] = [];
  const limit = store.pages.length * MAX_PAGE_SHARE;
  for (const term of candidates) {
    const number = termNumber(postings.terms, term);
    if (number >= 0 && pagesAtMost(store, postings, number, limit)) names.push(term);
  }
  return names.sort();
}

/**
 * Whether the sections holding `term` lie on at most `limit` pages. Counted only when it holds more sections than
 * that, and only until the limit is passed: at 5,000 pages a word of many titles and texts was ~20 ms of a rebuild.
 */
function pagesAtMost(store: SearchStore, postings: Postings, term: number, limit: number): boolean {
  const count = postings.count(term);
  if (count <= limit) return true;
  const into = { sections: new Uint32Array(count), weights: new Float32Array(count), named: new Uint8Array(count) };
  postings.read(term, into);
  const pages = new Set<number>();
  for (let i = 0; i < count; i++) {
    pages.add(store.sections[into.sections[i] ?? -1]?.page ?? -1);
    if (pages.size > limit) return false;
  }
  return true;
}
