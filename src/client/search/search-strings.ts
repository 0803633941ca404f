// The UI strings the search widgets show, taken from the site's catalogue on the server.
import type { Strings } from '../../core/strings.js';

/** The UI strings the search widgets need, passed in their props (templates/strings). */
export interface SearchStrings {
  label: string;
  placeholder: string;
  /** "Nenhum resultado para “{query}”" */
  none: string;
  one: string;
  /** "{count} documentos encontrados" */
  many: string;
  retry: string;
  loading: string;
  loadError: string;
  /** Some shard or result fragment failed to download. */
  partialError: string;
  more: string;
  results: string;
  empty: string;
}

/** Server side: the strings from the site's catalogue, placeholders left for the browser to fill. */
export function searchStrings(t: Strings['t']): SearchStrings {
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    none: t('search.none', { query: '{query}' }),
    one: t('search.one'),
    many: t('search.many', { count: '{count}' }),
    retry: t('search.retry'),
    loading: t('search.loading'),
    loadError: t('search.loadError'),
    partialError: t('search.partialError'),
    more: t('search.more'),
    results: t('search.results'),
    empty: t('search.empty'),
  };
}
