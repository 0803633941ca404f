// Query words → slots: a slot is one thing the reader asked for, a word or a phrase, with every way
// the site may say it (its synonyms, from `search.synonyms`).
import { oneEditApart } from './dictionary.js';
import type { QueryWord } from './query.js';

export interface Alternative {
  words: QueryWord[];
  /**
   * What the reader typed counts in full; a synonym a little less, so a page with the reader's own word ranks first.
   */
  factor: number;
}

export interface Slot {
  alternatives: Alternative[];
}

/** Below 1 so that, all else equal, the reader's own word wins over its synonym. */
export const SYNONYM_FACTOR = 0.9;

/** The typed word `a` is the synonym entry's word `b`: same form, same term, or (5+ letters) one typo away. */
const sameWord = (a: QueryWord, b: QueryWord) =>
  a.folded === b.folded ||
  a.terms.some((term) => b.terms.includes(term)) ||
  (a.fuzzy && b.fuzzy && Math.abs(a.folded.length - b.folded.length) <= 1 && oneEditApart(a.folded, b.folded));

/** Does `entry` match the query words at `at`? */
function matchesAt(words: readonly QueryWord[], at: number, entry: readonly QueryWord[]): boolean {
  return (
    entry.length > 0 && at + entry.length <= words.length && entry.every((word, k) => sameWord(words[at + k]!, word))
  );
}

/**
 * `groups` are the synonym groups, each entry already parsed into words. The longest entry that
 * matches at a position wins ("tirar acesso" before "acesso"); the words it covers become one slot.
 */
export function querySlots(
  words: readonly QueryWord[],
  groups: readonly (readonly (readonly QueryWord[])[])[],
): Slot[] {
  const slots: Slot[] = [];
  for (let at = 0; at < words.length; ) {
    let best: { group: readonly (readonly QueryWord[])[]; length: number } | undefined;
    for (const group of groups) {
      for (const entry of group) {
        if (matchesAt(words, at, entry) && entry.length > (best?.length ?? 0)) best = { group, length: entry.length };
      }
    }
    if (!best) {
      slots.push({ alternatives: [{ words: [words[at]!], factor: 1 }] });
      at += 1;
      continue;
    }
    const typed = words.slice(at, at + best.length);
    const others = best.group.filter(
      (entry) => !(entry.length === typed.length && entry.every((word, k) => sameWord(typed[k]!, word))),
    );
    slots.push({
      alternatives: [
        { words: typed, factor: 1 },
        ...others.map((entry) => ({ words: [...entry], factor: SYNONYM_FACTOR })),
      ],
    });
    at += best.length;
  }
  return slots;
}
