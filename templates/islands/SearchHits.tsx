// Pieces both search widgets show: a result (title › section, breadcrumb, snippet), counts, errors.
import type { SearchHit, Segment } from '../../src/search/engine.js';

export { countText } from '../../src/client/search/count-text.js';
export { type SearchStrings, searchStrings } from '../../src/client/search/search-strings.js';
import type { SearchStrings } from '../../src/client/search/search-strings.js';

export function Marked({ segments }: { segments: readonly Segment[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered; labels alone may repeat
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
