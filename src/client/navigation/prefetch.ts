// Prefetches pages the reader may open next: links as they come into view (a few at a time, when
// the browser is idle) and at once on hover or touch. Never on a slow or data-saving connection.
import type { Stop } from '../lifecycle.js';
import { currentConnection, prefetchAllowed } from './connection.js';
import { linkOf, pageUrl } from './links.js';
import { fetchPage, isFetched } from './page-cache.js';

const PARALLEL = 2;

const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function' ? (run) => requestIdleCallback(run) : (run) => setTimeout(run, 50);

export interface Prefetcher {
  /** Hover or touch: fetch now. */
  now(url: URL): void;
  /** In view: fetch when the browser is idle, behind the others. */
  soon(url: URL): void;
}

export function createPrefetcher(): Prefetcher {
  const queue: URL[] = [];
  let running = 0;
  const allowed = () => prefetchAllowed(currentConnection());
  const pump = () => {
    while (running < PARALLEL && allowed()) {
      const url = queue.shift();
      if (!url) return;
      if (isFetched(url)) continue;
      running += 1;
      const done = () => {
        running -= 1;
        whenIdle(pump);
      };
      fetchPage(url, 'low').then(done, done);
    }
  };
  return {
    now(url) {
      if (allowed() && !isFetched(url)) void fetchPage(url).catch(() => {});
    },
    soon(url) {
      if (!allowed() || isFetched(url)) return;
      queue.push(url);
      whenIdle(pump);
    },
  };
}

/** Watches the page's links to other pages; each is queued once, the first time it shows. */
export function prefetchVisibleLinks(prefetcher: Prefetcher, base: string): Stop {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = pageUrl(entry.target as HTMLAnchorElement, base, location.href);
      if (url) prefetcher.soon(url);
    }
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (pageUrl(link, base, location.href)) observer.observe(link);
  }
  return () => observer.disconnect();
}

/**
 * Hover and touch start prefetch the link's page; `onIntent` also hears focus (keyboard readers).
 * On a metered connection nothing happens before a click: no page and no chunk.
 */
export function prefetchOnIntent(prefetcher: Prefetcher, base: string, onIntent: () => void): void {
  const intent = (event: Event) => {
    if (!prefetchAllowed(currentConnection())) return;
    const link = linkOf(event);
    const url = link && pageUrl(link, base, location.href);
    if (!url) return;
    if (event.type !== 'focusin') prefetcher.now(url);
    onIntent();
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    document.addEventListener(type, intent, { passive: true });
}
