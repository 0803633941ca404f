import en from '../../templates/strings/en.json' with { type: 'json' };
import es from '../../templates/strings/es.json' with { type: 'json' };
import ptBR from '../../templates/strings/pt-BR.json' with { type: 'json' };

export type StringKey = keyof typeof ptBR;
export type Locale = 'pt-BR' | 'en' | 'es';

// Every file must have the same keys; the type check fails if one drifts.
const catalogues: Record<Locale, Record<StringKey, string>> = { 'pt-BR': ptBR, en, es };

export interface Strings {
  locale: Locale;
  t(key: StringKey, values?: Record<string, string | number>): string;
  formatDate(timestamp: number): string;
}

export function createStrings(locale: Locale): Strings {
  const catalogue = catalogues[locale];
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    t(key, values = {}) {
      return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    },
    formatDate(timestamp) {
      return dateFormat.format(new Date(timestamp * 1000));
    },
  };
}
