// lunr's pipeline for the site's language, identically at build time (Node) and in the browser:
// trimmer, stop words and stemmer (none for plain folding), every term accent-folded.
import lunr from 'lunr';
import { foldAccents, restoreAccentedEnding } from './fold.js';
import type { SearchLanguageCode } from './languages.js';

export type PipelineFunction = lunr.PipelineFunction & { label?: string };

/**
 * Splits on what lunr splits on (white space, hyphens) and also on `/ . , ; : ( )`, so
 * "Configurações › Usuários/Perfis" or "(PWA)" give clean words.
 */
export const TOKEN_SEPARATOR = /[\s\-/.,;:()]+/;

/**
 * A hyphenated word ("e-mail", "NF-e"). It starts only where a run of letters and digits starts: tried
 * at every place inside a long run (a hex string in a code sample), it was quadratic — 51 s of a build.
 */
export const HYPHENATED = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** Chinese and Japanese write words without spaces between them. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
let segmenter: Intl.Segmenter | undefined;

/**
 * Lower-cased text → its words: split at TOKEN_SEPARATOR, and a run of Chinese or Japanese cut into
 * words by `Intl.Segmenter` (ICU's dictionary, the same in Node and the browsers), at build time and
 * at query time alike. Without Intl.Segmenter (an old browser) a run stays whole.
 */
export function splitWords(lower: string): string[] {
  const words = lower.split(TOKEN_SEPARATOR);
  if (!UNSPACED.test(lower) || typeof Intl.Segmenter !== 'function') return words;
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const cut = segmenter;
  return words.flatMap((word) =>
    UNSPACED.test(word) ? [...cut.segment(word)].filter((part) => part.isWordLike).map((part) => part.segment) : [word],
  );
}

/**
 * Hyphenated words also as one word: pages write "e-mail" and "NF-e", readers type "email" and
 * "nfe". The parts are indexed too (TOKEN_SEPARATOR splits on the hyphen).
 */
export function joinedCompounds(text: string): string[] {
  return (text.match(HYPHENATED) ?? []).map((compound) => compound.replaceAll('-', ''));
}

/**
 * French and Italian write an article or a pronoun elided onto the next word ("l'adresse",
 * "qu'il", "dell'utente"): the word after the apostrophe is indexed and searched on its own too.
 */
const ELISION: Partial<Record<SearchLanguageCode, RegExp>> = {
  fr: /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)['’](\p{L}{2,}.*)$/iu,
  it: /^(?:[lcdmtsv]|un|dell|all|dall|nell|sull|coll|quest|quell|nessun|tutt|sant)['’](\p{L}{2,}.*)$/iu,
};

/** What a language brings: lunr-languages' functions (lunr's own for English). */
export interface LanguageFunctions {
  trimmer: PipelineFunction;
  stopWordFilter?: PipelineFunction;
  stemmer?: PipelineFunction;
}

export interface SearchLanguage {
  code: SearchLanguageCode;
  lunr: typeof lunr;
  trimmer: PipelineFunction;
  isStopWord(word: string): boolean;
  /** Every index term a word stands for (stemmed then folded, folded then stemmed, …). */
  termsOf(word: string): string[];
  foldedStemmer: PipelineFunction;
  /** The pipeline's names, written into the manifest. */
  pipeline: string[];
}

/** Trims what is not a letter or digit of any script at either end (lunr's own trimmer knows only `\w`). */
export const unicodeTrimmer: PipelineFunction = (token) =>
  token.update((text) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));

/** The name under which a language's accent-folding stemmer is registered. */
export const foldedStemmerName = (code: string) => `foldedStemmer-${code}`;

const created = new Map<SearchLanguageCode, SearchLanguage>();

/** The language's pipeline, set up once per process (lunr keeps its functions by name). */
export function createSearchLanguage(code: SearchLanguageCode, functions: LanguageFunctions): SearchLanguage {
  const known = created.get(code);
  if (known) return known;
  const language = setUp(code, functions);
  created.set(code, language);
  return language;
}

function setUp(code: SearchLanguageCode, functions: LanguageFunctions): SearchLanguage {
  const { trimmer, stopWordFilter, stemmer } = functions;
  const stem = stemmer
    ? (word: string) => String(stemmer(new lunr.Token(word, {}), 0, []) ?? '')
    : (word: string) => word;
  // Readers who type "instalacao" mean "instalação": the Portuguese stemmer only knows accented endings.
  const restores = code === 'pt';
  const elision = ELISION[code];

  // The vocabulary is small and every word recurs: stemming each distinct word once keeps builds fast.
  const cache = new Map<string, string[]>();
  const termsOf = (word: string): string[] => {
    const known = cache.get(word);
    if (known) return known;
    const folded = foldAccents(word);
    const stemmed = stem(word);
    const terms = new Set([foldAccents(stemmed), folded === word ? stemmed : stem(folded)]);
    const restored = restores ? restoreAccentedEnding(folded) : undefined;
    if (restored !== undefined) terms.add(foldAccents(stem(restored)));
    const elided = elision?.exec(word)?.[1];
    if (elided) for (const term of termsOf(elided)) terms.add(term);
    const result = [...terms].filter((term) => term !== '');
    cache.set(word, result);
    return result;
  };

  // One function, so index and query always agree: a token becomes every form it may be searched by.
  const foldedStemmer: PipelineFunction = (token) => termsOf(token.toString()).map((term) => token.clone(() => term));
  lunr.Pipeline.registerFunction(foldedStemmer, foldedStemmerName(code));
  lunr.tokenizer.separator = TOKEN_SEPARATOR;
  const trimmerName = trimmer.label ?? 'trimmer-unicode';
  return {
    code,
    lunr,
    trimmer,
    isStopWord: stopWordFilter ? (word) => stopWordFilter(new lunr.Token(word, {}), 0, []) === undefined : () => false,
    termsOf,
    foldedStemmer,
    pipeline: [trimmerName, foldedStemmerName(code)],
  };
}
