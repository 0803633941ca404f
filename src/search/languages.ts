// Which search pipeline a locale gets: lunr-languages' stemmer, stop words and trimmer for the
// languages it has (English: lunr's own), plain accent folding for any other.

/**
 * lunr-languages' languages that split words at spaces as this index does. Japanese, Chinese and
 * Thai are left out: their lunr-languages support needs a word segmenter (TinySegmenter, jieba,
 * wordcut) for text written without spaces, so they get plain folding.
 */
export const STEMMED_LANGUAGES = [
  'ar',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'hy',
  'it',
  'kn',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sa',
  'sv',
  'ta',
  'te',
  'tr',
  'vi',
] as const;
export type StemmedLanguage = (typeof STEMMED_LANGUAGES)[number];

/** No stemming: words are only lower-cased and their accents folded. */
export const PLAIN = 'plain';
export type SearchLanguageCode = StemmedLanguage | typeof PLAIN;

const ALIASES: Record<string, StemmedLanguage> = { nb: 'no', nn: 'no' };

/** The search language of a BCP 47 tag: `pt-BR` → `pt`, `nb` → `no`, `ja` → `plain`. */
export function searchLanguageOf(locale: string): SearchLanguageCode {
  const language = (locale.split('-')[0] ?? '').toLowerCase();
  const known = ALIASES[language] ?? language;
  return (STEMMED_LANGUAGES as readonly string[]).includes(known) ? (known as StemmedLanguage) : PLAIN;
}
