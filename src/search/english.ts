// lunr's own English stemmer and stop words. The browser's copy of lunr leaves them out
// (lunr-for-queries.ts), and its bundle puts them back here, in the English chunk only.
import lunr from 'lunr';

export function englishPipeline(): { stemmer: lunr.PipelineFunction; stopWordFilter: lunr.PipelineFunction } {
  return { stemmer: lunr.stemmer, stopWordFilter: lunr.stopWordFilter };
}
