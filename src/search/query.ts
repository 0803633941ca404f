// What the reader typed → the words to look up. User input never reaches lunr's query parser, so
// its syntax (`: ^ ~ * + -`) cannot throw; those characters are treated as spaces.
import { foldAccents } from './fold.js';
import { HYPHENATED, splitWords, type SearchLanguage } from './language.js';

export interface QueryWord {
  /** Lower case, accents folded: what a prefix is matched against. */
  folded: string;
  /** Index terms the word stands for. */
  terms: string[];
  /** The word still being typed (last, no space after it): also matched as a prefix. */
  prefix: boolean;
  /** Long enough (5+ letters) to forgive one typo. */
  fuzzy: boolean;
}

const LUNR_SYNTAX = /[:^~*+-]/g;
const MIN_PREFIX = 3;
const MIN_FUZZY = 5;

/**
 * `termsOf` is the index's own search pipeline (so the functions registered under the names the
 * index records); by default the same functions taken directly.
 */
export function parseQuery(
  input: string,
  support: SearchLanguage,
  termsOf: (word: string) => string[] = support.termsOf,
): QueryWord[] {
  // "de-para", "e-mail": also the joined word, as the index holds it (language.ts, joinedCompounds).
  // The joined word first: parts that are stop words ("de-para") would leave nothing of the compound.
  const clean = input
    .replace(HYPHENATED, (compound) => `${compound.replaceAll('-', '')} ${compound}`)
    .replace(LUNR_SYNTAX, ' ')
    .toLowerCase();
  const typing = !/[\s\-/.,;:()]$/.test(input);
  const raw = splitWords(clean).filter((w) => w !== '');
  const words: QueryWord[] = [];
  raw.forEach((token, position) => {
    const word = String(support.trimmer(new support.lunr.Token(token, {}), 0, []) ?? '');
    if (word === '') return;
    const folded = foldAccents(word);
    const prefix = typing && position === raw.length - 1 && folded.length >= MIN_PREFIX;
    if (support.isStopWord(word) && !prefix) return;
    words.push({
      folded,
      terms: support.isStopWord(word) ? [] : termsOf(word),
      prefix,
      fuzzy: folded.length >= MIN_FUZZY,
    });
  });
  return words;
}
