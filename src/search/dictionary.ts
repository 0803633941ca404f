// The term dictionary of the manifest: exact lookup, prefix ranges and one-typo neighbours, so
// prefix and typo matching know every term of the site before any shard is fetched.
import { lowerBound } from './lower-bound.js';

export class Dictionary {
  // The terms are sorted: lookups are binary searches, so opening the engine builds no map of them.
  constructor(readonly terms: readonly string[]) {}

  numberOf(term: string): number | undefined {
    const n = lowerBound(this.terms, term);
    return this.terms[n] === term ? n : undefined;
  }

  /** Numbers of the terms that start with `prefix` (longer than it), shortest first, at most `max`. */
  startingWith(prefix: string, max: number): number[] {
    const low = lowerBound(this.terms, prefix);
    const found: number[] = [];
    for (let n = low; n < this.terms.length && this.terms[n]!.startsWith(prefix); n++)
      if (this.terms[n] !== prefix) found.push(n);
    return found.sort((a, b) => this.terms[a]!.length - this.terms[b]!.length || a - b).slice(0, max);
  }

  /**
   * Terms one edit (insertion, deletion, substitution or swap of neighbours) away from `word`, or
   * from a beginning of it at most `maxCut` letters shorter: index terms are stems, so "integardor"
   * meets "integr" (of "integrador") through "integar".
   */
  oneTypoFrom(word: string, maxCut = 0, minLength = 4): number[] {
    const found: number[] = [];
    this.terms.forEach((term, n) => {
      if (term.length < minLength && term.length < word.length) return;
      for (
        let length = Math.max(term.length - 1, word.length - maxCut);
        length <= Math.min(term.length + 1, word.length);
        length++
      ) {
        const form = word.slice(0, length);
        if (term !== form && oneEditApart(term, form)) {
          found.push(n);
          return;
        }
      }
    });
    return found;
  }
}

/** True when a and b (lengths differing by at most one) are one edit apart, a swap counting as one. */
export function oneEditApart(a: string, b: string): boolean {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
