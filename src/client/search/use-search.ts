import { useCallback, useRef, useState } from 'react';
import type { Searcher } from '../../search/searcher.js';
import { loadSearcher } from './load.js';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchEngine {
  status: SearchStatus;
  searcher: Searcher | undefined;
  /** Starts the download (once); after an error, tries again. */
  load(): void;
}

export function useSearchEngine(manifestUrl: string): SearchEngine {
  const [state, setState] = useState<{ status: SearchStatus; searcher?: Searcher }>({ status: 'idle' });
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
