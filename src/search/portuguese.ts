// lunr set up for pt-BR, identically at build time (Node) and in the browser: the serialized index
// names its pipeline functions, and `Index.load` looks them up by those names.
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import portuguese from 'lunr-languages/lunr.pt.js';
import { foldAccents, restoreAccentedEnding } from './fold.js';

type PipelineFunction = lunr.PipelineFunction & { label?: string };

interface PortugueseSupport {
  trimmer: PipelineFunction;
  stopWordFilter: PipelineFunction;
  stemmer: PipelineFunction;
}

/** Name under which the accent-folding stemmer is registered; it is written into the index. */
export const FOLDED_STEMMER = 'foldedStemmer-pt';

/**
 * Splits on what lunr splits on (white space, hyphens) and also on `/ . , ; : ( )`, so
 * "Configurações › Usuários/Perfis" or "(PWA)" give clean words.
 */
export const TOKEN_SEPARATOR = /[\s\-/.,;:()]+/;

export interface PortugueseLunr {
  lunr: typeof lunr;
  trimmer: PipelineFunction;
  isStopWord(word: string): boolean;
  /** Every index term a word stands for (stemmed then folded, folded then stemmed, …). */
  termsOf(word: string): string[];
  foldedStemmer: PipelineFunction;
}

let configured: PortugueseLunr | undefined;

/** lunr with lunr-languages' Portuguese trimmer, stop words and stemmer, plus accent folding. */
export function portugueseLunr(): PortugueseLunr {
  if (configured) return configured;
  stemmerSupport(lunr);
  portuguese(lunr);
  const pt = (lunr as unknown as { pt: PortugueseSupport }).pt;
  const stem = (word: string) => String(pt.stemmer(new lunr.Token(word, {}), 0, []) ?? '');

  // The vocabulary is small and every word recurs: stemming each distinct word once keeps builds fast.
  const cache = new Map<string, string[]>();
  const termsOf = (word: string): string[] => {
    const known = cache.get(word);
    if (known) return known;
    const folded = foldAccents(word);
    const restored = restoreAccentedEnding(folded);
    const stemmed = stem(word);
    const terms = new Set([foldAccents(stemmed), folded === word ? stemmed : stem(folded)]);
    if (restored !== undefined) terms.add(foldAccents(stem(restored)));
    const result = [...terms].filter((term) => term !== '');
    cache.set(word, result);
    return result;
  };

  // One function, so index and query always agree: a token becomes every form it may be searched by.
  const foldedStemmer: PipelineFunction = (token) => termsOf(token.toString()).map((term) => token.clone(() => term));
  lunr.Pipeline.registerFunction(foldedStemmer, FOLDED_STEMMER);
  lunr.tokenizer.separator = TOKEN_SEPARATOR;

  configured = {
    lunr,
    trimmer: pt.trimmer,
    isStopWord: (word) => pt.stopWordFilter(new lunr.Token(word, {}), 0, []) === undefined,
    termsOf,
    foldedStemmer,
  };
  return configured;
}

/** Configures a builder: Portuguese pipelines with the folding stemmer in place of the plain one. */
export function usePortuguese(builder: lunr.Builder, support: PortugueseLunr): void {
  builder.pipeline.reset();
  builder.pipeline.add(support.trimmer, (support.lunr as unknown as { pt: PortugueseSupport }).pt.stopWordFilter, support.foldedStemmer);
  builder.searchPipeline.reset();
  builder.searchPipeline.add(support.trimmer, support.foldedStemmer);
}
