import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchEngine as Engine, SearchResults } from '../../search/engine.js';
import { loadSearcher } from './load.js';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchEngine {
  status: SearchStatus;
  searcher: Engine | undefined;
  /** Starts the download (once); after an error, tries again. */
  load(): void;
}

export function useSearchEngine(manifestUrl: string): SearchEngine {
  const [state, setState] = useState<{ status: SearchStatus; searcher?: Engine }>({ status: 'idle' });
  const busy = useRef(false);
  const load = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setState((current) => (current.searcher ? current : { status: 'loading' }));
    loadSearcher(manifestUrl).then(
      (searcher) => setState({ status: 'ready', searcher }),
      () => {
        busy.current = false;
        setState({ status: 'error' });
      },
    );
  }, [manifestUrl]);
  return { status: state.status, searcher: state.searcher, load };
}

export interface QueryResults {
  /** The query these results answer (the box may already hold a newer one). */
  query: string;
  results: SearchResults;
}

/**
 * Runs `query` whenever it changes; results arrive in steps (hits as their fragments come in). The
 * previous query's results stay until the new ones start arriving, so the list does not flash.
 */
export function useSearchResults(
  searcher: Engine | undefined,
  query: string,
  limit: number,
): { answer: QueryResults | undefined; retry(): void } {
  const [answer, setAnswer] = useState<QueryResults>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the searcher and query are the inputs; the rest is stable
  useEffect(() => {
    const text = query.trim();
    if (!searcher || text === '') {
      setAnswer(undefined);
      return;
    }
    let current = true;
    const show = (results: SearchResults) => current && setAnswer({ query: text, results });
    searcher
      .search(query, { limit, onUpdate: show })
      .then(show, () => show({ hits: [], total: 0, complete: true, failed: true }));
    return () => {
      current = false;
    };
  }, [searcher, query, limit, attempt]);
  return { answer, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
