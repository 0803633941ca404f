// Pieces both search widgets show: a result (title › section, breadcrumb, snippet), counts, errors.
import type { Strings } from '../../src/core/strings.js';
import type { SearchHit, Segment } from '../../src/search/engine.js';

export { countText } from '../../src/client/search/count-text.js';

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

export function Marked({ segments }: { segments: readonly Segment[] }) {
  return <>{segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text))}</>;
}

export function HitContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="search-hit-title">
        <Marked segments={hit.title} />
        {hit.section.length > 0 ? (
          <>
            <span aria-hidden="true"> › </span>
            <span className="search-hit-section">
              <Marked segments={hit.section} />
            </span>
          </>
        ) : null}
      </span>
      {hit.crumbs.length > 0 ? <span className="search-hit-crumbs">{hit.crumbs.join(' › ')}</span> : null}
      <span className="search-hit-snippet">
        <Marked segments={hit.snippet} />
      </span>
    </>
  );
}

export function LoadError({
  strings,
  onRetry,
  partial = false,
}: {
  strings: SearchStrings;
  onRetry: () => void;
  partial?: boolean;
}) {
  return (
    <div className="search-error" role="alert">
      <p>{partial ? strings.partialError : strings.loadError}</p>
      <button type="button" className="button" onClick={onRetry}>
        {strings.retry}
      </button>
    </div>
  );
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m15.5 15.5 5 5" />
    </svg>
  );
}
