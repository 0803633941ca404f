// Loads one language's pipeline on demand: in the browser each language is a chunk of its own, so a
// page downloads only its site's language.
import lunr from 'lunr';
import {
  createSearchLanguage,
  unicodeTrimmer,
  type LanguageFunctions,
  type PipelineFunction,
  type SearchLanguage,
} from './language.js';
import { PLAIN, type SearchLanguageCode, type StemmedLanguage } from './languages.js';
import { present } from '../core/present.js';

type LunrPlugin = { default: (l: typeof lunr) => void };

// One static import() per language, so the bundler makes a chunk of each.
const MODULES: Record<Exclude<StemmedLanguage, 'en'>, () => Promise<LunrPlugin>> = {
  ar: () => import('lunr-languages/lunr.ar.js'),
  da: () => import('lunr-languages/lunr.da.js'),
  de: () => import('lunr-languages/lunr.de.js'),
  el: () => import('lunr-languages/lunr.el.js'),
  es: () => import('lunr-languages/lunr.es.js'),
  fi: () => import('lunr-languages/lunr.fi.js'),
  fr: () => import('lunr-languages/lunr.fr.js'),
  he: () => import('lunr-languages/lunr.he.js'),
  hi: () => import('lunr-languages/lunr.hi.js'),
  hu: () => import('lunr-languages/lunr.hu.js'),
  hy: () => import('lunr-languages/lunr.hy.js'),
  it: () => import('lunr-languages/lunr.it.js'),
  kn: () => import('lunr-languages/lunr.kn.js'),
  ko: () => import('lunr-languages/lunr.ko.js'),
  nl: () => import('lunr-languages/lunr.nl.js'),
  no: () => import('lunr-languages/lunr.no.js'),
  pl: () => import('lunr-languages/lunr.pl.js'),
  pt: () => import('lunr-languages/lunr.pt.js'),
  ro: () => import('lunr-languages/lunr.ro.js'),
  ru: () => import('lunr-languages/lunr.ru.js'),
  sa: () => import('lunr-languages/lunr.sa.js'),
  sv: () => import('lunr-languages/lunr.sv.js'),
  ta: () => import('lunr-languages/lunr.ta.js'),
  te: () => import('lunr-languages/lunr.te.js'),
  tr: () => import('lunr-languages/lunr.tr.js'),
  vi: () => import('lunr-languages/lunr.vi.js'),
};

const loading = new Map<SearchLanguageCode, Promise<SearchLanguage>>();

async function functionsOf(code: SearchLanguageCode): Promise<LanguageFunctions> {
  if (code === PLAIN) return { trimmer: unicodeTrimmer };
  if (code === 'en') return { trimmer: unicodeTrimmer, ...(await import('./english.js')).englishPipeline() };
  // Stemmer support is requested beside the language, so neither waits for the other.
  const [support, language] = await Promise.all([
    import('lunr-languages/lunr.stemmer.support.js') as Promise<LunrPlugin>,
    MODULES[code](),
  ]);
  const l = lunr as unknown as Record<
    string,
    { trimmer: PipelineFunction; stopWordFilter?: PipelineFunction; stemmer?: PipelineFunction } | undefined
  > & { stemmerSupport?: unknown };
  if (!l.stemmerSupport) support.default(lunr);
  if (!l[code]) language.default(lunr);
  const { trimmer, stopWordFilter, stemmer } = present(l[code], `lunr-languages ${code}`);
  return { trimmer, ...(stopWordFilter ? { stopWordFilter } : {}), ...(stemmer ? { stemmer } : {}) };
}

/** The pipeline of a search language (see languages.ts), loaded once. */
export function loadSearchLanguage(code: SearchLanguageCode): Promise<SearchLanguage> {
  let pending = loading.get(code);
  if (!pending) {
    pending = functionsOf(code).then((functions) => createSearchLanguage(code, functions));
    loading.set(code, pending);
  }
  return pending;
}
