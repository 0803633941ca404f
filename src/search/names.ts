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
  for (const term of candidates) {
    const number = termNumber(postings.terms, term);
    if (number < 0) continue;
    const pages = new Set<number>();
    postings.forEach(number, (section) => void pages.add(store.sections[section]?.page ?? -1));
    if (pages.size <= store.pages.length * MAX_PAGE_SHARE) names.push(term);
  }
  return names.sort();
}
