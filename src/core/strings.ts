import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../templates/strings/en.json' with { type: 'json' };
import { packageRoot } from './package-root.js';

export type StringKey = keyof typeof en;
/** A canonical BCP 47 tag (`pt-BR`, `en`, `fr-CA`): any language, bundled strings or not. */
export type Locale = string;
/** Every interface string of a language, by key. */
export type Catalogue = Record<StringKey, string>;

/**
 * The languages of templates/strings/, in the order `helpdocs init` offers them. Only English is in the
 * code: each other file is read when a site asks for it (bundled, the 20 were ~120 KB of code every start
 * compiled). test/unit/bundled-strings.test.ts checks the list against the folder and each file's keys.
 */
export const BUNDLED_LOCALES: readonly string[] = [
  'en',
  'pt-BR',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'ru',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
  'pl',
  'cs',
  'uk',
  'tr',
  'sv',
  'da',
  'id',
  'vi',
];

const read = new Map<string, Catalogue>([['en', en]]);

/** A bundled language's catalogue, read from templates/strings/ once per process. */
function bundledFile(tag: string): Catalogue {
  let catalogue = read.get(tag);
  if (!catalogue) {
    const file = path.join(packageRoot(), 'templates', 'strings', `${tag}.json`);
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    read.set(tag, catalogue);
  }
  return catalogue;
}

/** The catalogue missing strings fall back to. */
export const FALLBACK_CATALOGUE: Catalogue = en;
export const STRING_KEYS = Object.keys(en) as StringKey[];

/** `pt` of `pt-BR`, lower-cased. */
export const primaryLanguage = (locale: string) => (locale.split('-')[0] ?? '').toLowerCase();

/**
 * The bundled strings of a locale: its own file (`es`), else the one of its language (`pt-PT` and
 * `pt` take `pt-BR`, `en-GB` takes `en`); undefined when helpdocs has none for the language.
 */
export function bundledCatalogue(written: Locale): Catalogue | undefined {
  // A locale is kept as written (`zh-cn`); its catalogue is found by its canonical form (`zh-CN`).
  const locale = canonicalLocale(written);
  if (BUNDLED_LOCALES.includes(locale)) return bundledFile(locale);
  // Chinese is written in two scripts: Taiwan, Hong Kong and Macao read the traditional one.
  if (/^zh-(?:Hant|TW|HK|MO)\b/i.test(locale)) return bundledFile('zh-Hant');
  const language = primaryLanguage(locale);
  const tag = BUNDLED_LOCALES.find((candidate) => primaryLanguage(candidate) === language);
  return tag === undefined ? undefined : bundledFile(tag);
}

/** `zh-cn` → `zh-CN`; a tag Intl cannot read, as it is. */
function canonicalLocale(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}

/** What the parse workers receive to build the same strings: plain data. */
export interface StringsData {
  locale: Locale;
  catalogue: Catalogue;
}

export interface Strings extends StringsData {
  t(key: StringKey, values?: Record<string, string | number>): string;
  /** A UTC day: "Mar 3, 2026" by default, as a doc's last update; "March 3, 2026" or "March 3" for the blog's. */
  formatDate(timestamp: number, style?: DateStyle): string;
}

/** theme-classic's date formats: LastUpdated's, BlogPostItem/Header/Info's, BlogArchivePage's (since 3.2). */
export type DateStyle = 'short' | 'long' | 'dayMonth';

const DATE_FORMATS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'long', timeZone: 'UTC' },
};

/** Dates as shown, by locale and UTC day: kept between builds by the build cache (src/cache/index.ts). */
export interface ShownDates {
  get(key: string): string | undefined;
  set(key: string, text: string): void;
}

/**
 * Strings of a locale; by default its bundled catalogue, else English (a site's own file is read by the
 * load stage). `dates` keeps the dates shown by earlier builds.
 */
export function createStrings(
  locale: Locale,
  catalogue: Catalogue = bundledCatalogue(locale) ?? FALLBACK_CATALOGUE,
  dates?: ShownDates,
): Strings {
  // Made on the first date not shown before (Intl loads locale data: ~10 ms that a warm build redrawing
  // a page with a known date need not spend).
  const dateFormats = new Map<DateStyle, Intl.DateTimeFormat>();
  return {
    locale,
    catalogue,
    t(key, values) {
      const text = catalogue[key];
      // Most strings have no placeholder, and pages ask for dozens each: no pattern run for them.
      if (values === undefined || !text.includes('{')) return text;
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
    },
    formatDate(timestamp, style = 'short') {
      // The format shows the UTC day and nothing finer; the short style keeps the keys earlier builds wrote.
      const key = `${locale}${style === 'short' ? '' : ` ${style}`} ${Math.floor(timestamp / 86_400)}`;
      const known = dates?.get(key);
      if (known !== undefined) return known;
      let dateFormat = dateFormats.get(style);
      if (dateFormat === undefined) {
        dateFormat = new Intl.DateTimeFormat(locale, DATE_FORMATS[style]);
        dateFormats.set(style, dateFormat);
      }
      const text = dateFormat.format(new Date(timestamp * 1000));
      dates?.set(key, text);
      return text;
    },
  };
}
