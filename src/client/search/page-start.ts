// The search page's own script. It runs as soon as the page is parsed (the entry waits for the first
// paint, React for the entry), downloads the engine and the manifest the head already asked for,
// and shows the first results of `?q=` as plain DOM. Meanwhile the island waits (`data-busy`, see
// lazy-islands.ts), so React's download and hydration do not compete with the first query; once
// hydrated it runs the same query on the same engine (shards and fragments cached) and takes over.
import type { SearchPageResultsProps } from '../../../templates/islands/SearchPageResults.js';
import { EARLY_RESULTS, showEarlyResults } from './early-results.js';
import { loadSearcher } from './load.js';

const FIRST_PAGE = 10;

function start(): void {
  const container = document.querySelector<HTMLElement>(`.${EARLY_RESULTS}`);
  const island = document.querySelector<HTMLElement>('[data-island="search-page"]');
  const query = new URLSearchParams(location.search).get('q') ?? '';
  if (!container || !island || query.trim() === '') return;
  const { manifest, strings } = JSON.parse(island.dataset.props ?? '{}') as SearchPageResultsProps;
  const input = island.querySelector<HTMLInputElement>('input[name="q"]');
  if (input && input.value === '') input.value = query;
  container.setAttribute('data-busy', '');
  const show = (results: Parameters<typeof showEarlyResults>[1]) => {
    // The island has taken over (it removes the container): its list is the one shown.
    if (!container.isConnected) return;
    showEarlyResults(container, results, query, strings);
  };
  loadSearcher(manifest)
    .then((engine) => engine.search(query, { limit: FIRST_PAGE, onUpdate: show }))
    .then(show)
    // A failed download is the island's to show, with its retry button.
    .catch(() => {})
    .finally(() => container.removeAttribute('data-busy'));
}

// The script is async, so it may run before the page is parsed: a first query starts before the
// browser's first layout and paint instead of after them.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
