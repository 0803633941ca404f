// Page changes, the part that lives in the entry: the prefetcher, and the click that hands a site
// link to the router. The router (router.ts and the swap) is a lazy chunk, loaded on the first
// intent on a site link (pointer over, touch, focus; never on a metered connection) or at the latest
// on the click; if that chunk fails to arrive, the click falls back to the browser's own navigation.
// The loading bar is here, not in the chunk: a click must be answered 200 ms later whatever has loaded.
//
// Written here rather than taken from a library: swup 4 with its a11y, progress, head and scroll
// plugins is 14.7 KB gzip, which would take "every widget hydrated" past its 80 KB budget; it also
// swaps in any non-500 answer (a 404 page included) where the site must let the browser navigate,
// and its progress bar has no role or label. Turbo 8 is 25.6 KB. This router is a few KB.
import type { Stop } from '../lifecycle.js';
import { BASE } from './base.js';
import type { PageHost, Router } from './host.js';
import { isPlainClick, linkOf, pageUrl } from './links.js';
import { fetchPage } from './page-cache.js';
import { createPrefetcher, prefetchOnIntent, prefetchVisibleLinks } from './prefetch.js';
import { createProgressBar } from './progress-bar.js';

export interface PageChangesOptions {
  /** Starts the page's behaviours on the DOM shown now; run again after every page change. */
  startPage(): Stop;
  loadingLabel: string;
}

export function startPageChanges({ startPage, loadingLabel }: PageChangesOptions): void {
  const prefetcher = createPrefetcher();
  const start = () => {
    const stopPage = startPage();
    const stopLinks = prefetchVisibleLinks(prefetcher, BASE);
    return () => {
      stopLinks();
      stopPage();
    };
  };
  let stop = start();
  const progress = createProgressBar(loadingLabel);
  const host: PageHost = {
    fetchPage: (url) => fetchPage(url),
    replacePage(swap) {
      stop();
      swap();
      stop = start();
    },
    progress,
  };
  let router: Promise<Router> | undefined;
  const loadRouter = () => (router ??= import('./router.js').then((module) => module.startRouter(host)));
  prefetchOnIntent(prefetcher, BASE, () => void loadRouter().catch(() => {}));
  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = linkOf(event);
    const url = link && pageUrl(link, BASE, location.href);
    if (!url) return;
    event.preventDefault();
    // The bar is for a new page; the same path with another query (the search page) goes without.
    if (url.pathname !== location.pathname) progress.start();
    loadRouter().then(
      (loaded) => loaded.navigate(url),
      () => location.assign(url.href),
    );
  });
}
