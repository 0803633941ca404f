import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EARLY_RESULTS } from '../../src/client/search/early-results.js';
import { useSearchEngine, useSearchResults } from '../../src/client/search/use-search.js';
import { countText, HitContent, LoadError, SearchIcon, type SearchStrings } from './SearchHits.js';

export interface SearchPageResultsProps {
  manifest: string;
  strings: SearchStrings;
}

/** Results shown at first and added by each "more": each one costs its page's fragment. */
const PAGE_SIZE = 10;

function readQuery(): string {
  return new URLSearchParams(location.search).get('q') ?? '';
}

/**
 * The full result list of /busca/?q=…. The query stays in the address bar as the reader types, so
 * the page can be shared; the server render is only the form (search needs JavaScript).
 */
export function SearchPageResults({ manifest, strings }: SearchPageResultsProps) {
  const engine = useSearchEngine(manifest);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { answer, retry } = useSearchResults(engine.searcher, query, limit);
  const results = query.trim() === '' ? undefined : answer?.results;
  // The page's own script may have shown the first results already (page-start.ts): they stay, and
  // this list stays quiet, until it has an answer of its own.
  const [early, setEarly] = useState(false);
  const dropEarly = () => {
    // Removed even if still empty: the page's script then stops drawing into it.
    document.querySelector(`.${EARLY_RESULTS}`)?.remove();
    setEarly(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on what the reader sees change, on purpose
  useLayoutEffect(() => {
    if (answer || engine.status === 'error') dropEarly();
  }, [answer, engine.status]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on what the reader sees change, on purpose
  useEffect(() => {
    const fromUrl = readQuery();
    setEarly(document.querySelector(`.${EARLY_RESULTS}`)?.hasChildNodes() ?? false);
    setQuery(fromUrl);
    const box = input.current;
    if (box && box.value === '') box.value = fromUrl;
    if (box && fromUrl === '') box.focus();
    engine.load();
    const onHistory = () => setQuery(readQuery());
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
  }, []);

  const update = (value: string) => {
    if (value.trim() === '') dropEarly();
    setQuery(value);
    setLimit(PAGE_SIZE);
    const url = new URL(location.href);
    if (value.trim() === '') url.searchParams.delete('q');
    else url.searchParams.set('q', value);
    history.replaceState(history.state, '', url);
  };

  return (
    <div className="search-page-results">
      {/* Named apart from the navbar's search box: two search landmarks on one page. */}
      {/* biome-ignore lint/a11y/useSemanticElements: `<form role="search">` is the landmark screen readers announce */}
      <form
        className="search-form search-page-form"
        role="search"
        aria-label={strings.placeholder}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="visually-hidden" htmlFor="search-page-q">
          {strings.label}
        </label>
        <input
          ref={input}
          id="search-page-q"
          className="search-input search-page-input"
          type="search"
          name="q"
          placeholder={strings.placeholder}
          autoComplete="off"
          spellCheck={false}
          onInput={(event) => update(event.currentTarget.value)}
        />
        <button className="search-submit icon-button" type="submit" aria-label={strings.label}>
          <SearchIcon />
        </button>
      </form>
      {engine.status === 'error' ? <LoadError strings={strings} onRetry={engine.load} /> : null}
      {results?.failed ? <LoadError strings={strings} partial onRetry={retry} /> : null}
      <p className="search-count" role="status">
        {early
          ? ''
          : engine.status === 'loading' && query.trim() !== ''
            ? strings.loading
            : answer && results
              ? countText(strings, results, answer.query)
              : engine.status === 'ready'
                ? strings.empty
                : ''}
      </p>
      {results && results.hits.length > 0 ? (
        <ol className="search-page-hits">
          {results.hits.map((hit) => (
            <li key={hit.url} className="search-hit">
              <a href={hit.url}>
                <HitContent hit={hit} />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
      {results?.complete && results.hits.length < results.total && results.hits.length === limit ? (
        <button type="button" className="button search-more" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
          {strings.more}
        </button>
      ) : null}
    </div>
  );
}
