// The Portuguese pipeline, loaded synchronously (tests and tools); the build and the browser load
// the site's language through load-language.ts, which gives this same instance for pt.
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import portuguese from 'lunr-languages/lunr.pt.js';
import { createSearchLanguage, foldedStemmerName, type PipelineFunction, type SearchLanguage } from './language.js';
import { present } from '../core/present.js';

export { TOKEN_SEPARATOR } from './language.js';

interface PortugueseSupport {
  trimmer: PipelineFunction;
  stopWordFilter: PipelineFunction;
  stemmer: PipelineFunction;
}

/** Name under which the accent-folding stemmer is registered; it is written into the manifest. */
export const FOLDED_STEMMER = foldedStemmerName('pt');

export type PortugueseLunr = SearchLanguage;

/** lunr with lunr-languages' Portuguese trimmer, stop words and stemmer, plus accent folding. */
export function portugueseLunr(): SearchLanguage {
  const l = lunr as unknown as { pt?: PortugueseSupport; stemmerSupport?: unknown };
  if (!l.stemmerSupport) stemmerSupport(lunr);
  if (!l.pt) portuguese(lunr);
  const { trimmer, stopWordFilter, stemmer } = present(l.pt, 'lunr-languages pt');
  return createSearchLanguage('pt', { trimmer, stopWordFilter, stemmer });
}

/** Configures a builder: Portuguese pipelines with the folding stemmer in place of the plain one. */
export function usePortuguese(builder: lunr.Builder, support: SearchLanguage): void {
  builder.pipeline.reset();
  builder.pipeline.add(
    support.trimmer,
    (support.lunr as unknown as { pt: PortugueseSupport }).pt.stopWordFilter,
    support.foldedStemmer,
  );
  builder.searchPipeline.reset();
  builder.searchPipeline.add(support.trimmer, support.foldedStemmer);
}
