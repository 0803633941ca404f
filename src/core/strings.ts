import en from '../../templates/strings/en.json' with { type: 'json' };
import es from '../../templates/strings/es.json' with { type: 'json' };
import pl from '../../templates/strings/pl.json' with { type: 'json' };
import tr from '../../templates/strings/tr.json' with { type: 'json' };
import uk from '../../templates/strings/uk.json' with { type: 'json' };
import cs from '../../templates/strings/cs.json' with { type: 'json' };
import vi from '../../templates/strings/vi.json' with { type: 'json' };
import zhHant from '../../templates/strings/zh-Hant.json' with { type: 'json' };
import id from '../../templates/strings/id.json' with { type: 'json' };
import sv from '../../templates/strings/sv.json' with { type: 'json' };
import da from '../../templates/strings/da.json' with { type: 'json' };
import de from '../../templates/strings/de.json' with { type: 'json' };
import it from '../../templates/strings/it.json' with { type: 'json' };
import nl from '../../templates/strings/nl.json' with { type: 'json' };
import ja from '../../templates/strings/ja.json' with { type: 'json' };
import zhHans from '../../templates/strings/zh-Hans.json' with { type: 'json' };
import ko from '../../templates/strings/ko.json' with { type: 'json' };
import ru from '../../templates/strings/ru.json' with { type: 'json' };
import fr from '../../templates/strings/fr.json' with { type: 'json' };
import ptBR from '../../templates/strings/pt-BR.json' with { type: 'json' };

export type StringKey = keyof typeof en;
/** A canonical BCP 47 tag (`pt-BR`, `en`, `fr-CA`): any language, bundled strings or not. */
export type Locale = string;
/** Every interface string of a language, by key. */
export type Catalogue = Record<StringKey, string>;

// Every bundled file must have the same keys; the type check fails if one drifts.
// In the order `helpdocs init` offers them.
const bundled: Record<string, Catalogue> = {
  en,
  'pt-BR': ptBR,
  es,
  fr,
  de,
  it,
  nl,
  ru,
  ja,
  ko,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  pl,
  cs,
  uk,
  tr,
  sv,
  da,
  id,
  vi,
};

/** The catalogue missing strings fall back to. */
export const FALLBACK_CATALOGUE: Catalogue = en;
export const STRING_KEYS = Object.keys(en) as StringKey[];

/** The bundled tags, e.g. for `helpdocs init`'s question. */
export const BUNDLED_LOCALES = Object.keys(bundled);

/** `pt` of `pt-BR`, lower-cased. */
export const primaryLanguage = (locale: string) => (locale.split('-')[0] ?? '').toLowerCase();

/**
 * The bundled strings of a locale: its own file (`es`), else the one of its language (`pt-PT` and
 * `pt` take `pt-BR`, `en-GB` takes `en`); undefined when helpdocs has none for the language.
 */
export function bundledCatalogue(locale: Locale): Catalogue | undefined {
  if (bundled[locale]) return bundled[locale];
  // Chinese is written in two scripts: Taiwan, Hong Kong and Macao read the traditional one.
  if (/^zh-(?:Hant|TW|HK|MO)\b/i.test(locale)) return bundled['zh-Hant'];
  const language = primaryLanguage(locale);
  const tag = BUNDLED_LOCALES.find((candidate) => primaryLanguage(candidate) === language);
  return tag === undefined ? undefined : bundled[tag];
}

/** What the parse workers receive to build the same strings: plain data. */
export interface StringsData {
  locale: Locale;
  catalogue: Catalogue;
}

export interface Strings extends StringsData {
  t(key: StringKey, values?: Record<string, string | number>): string;
  formatDate(timestamp: number): string;
}

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
  let dateFormat: Intl.DateTimeFormat | undefined;
  return {
    locale,
    catalogue,
    t(key, values) {
      const text = catalogue[key];
      // Most strings have no placeholder, and pages ask for dozens each: no pattern run for them.
      if (values === undefined || !text.includes('{')) return text;
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
    },
    formatDate(timestamp) {
      // The format shows the UTC day and nothing finer.
      const key = `${locale} ${Math.floor(timestamp / 86_400)}`;
      const known = dates?.get(key);
      if (known !== undefined) return known;
      dateFormat ??= new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const text = dateFormat.format(new Date(timestamp * 1000));
      dates?.set(key, text);
      return text;
    },
  };
}
