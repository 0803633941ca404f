// The lazily loaded half of page changes: loads the next page before showing it, swaps it in,
// moves scroll and focus, announces it, keeps history, and counts the view. Any failure hands the
// address to the browser, which navigates as if none of this existed.
import { PAGE_VIEW_EVENT } from '../analytics/page-view-event.js';
import { createAnnouncer } from './announce.js';
import type { PageHost, Router } from './host.js';
import { startScrollMemory } from './scroll-memory.js';
import { parsePage, swapPage } from './swap.js';

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return document.getElementById(hash.slice(1));
  }
}

/** Scroll as a fresh load of the address would: to the hash's element, else to `fallback`. */
function scrollFor(url: URL, fallback: number | undefined): void {
  const target = fallback === undefined ? hashTarget(url.hash) : null;
  if (target) target.scrollIntoView();
  else scrollTo(0, fallback ?? 0);
}

export function startRouter(host: PageHost): Router {
  const memory = startScrollMemory();
  const progress = host.progress;
  const announce = createAnnouncer();
  let shownPath = location.pathname;
  let visit = 0;

  const show = async (url: URL, from: 'click' | 'history', saved?: number) => {
    const id = ++visit;
    // The bar is for a new page; the same path with another query (the search page) goes without.
    if (url.pathname !== shownPath) progress.start();
    try {
      const page = await host.fetchPage(url);
      const next = parsePage(page.html);
      if (id !== visit) return;
      if (from === 'click') {
        const shown = new URL(page.url);
        shown.hash = url.hash;
        memory.push(shown);
      }
      host.replacePage(() => swapPage(next));
      shownPath = location.pathname;
      scrollFor(url, saved);
      document.getElementById('main')?.focus({ preventScroll: true });
      announce(document.title);
      document.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT));
    } catch {
      if (id !== visit) return;
      // The browser shows what the server says (error page, redirect stub, new deploy).
      if (from === 'click') location.assign(url.href);
      else location.reload();
    } finally {
      if (id === visit) {
        progress.stop();
        memory.pause(false);
      }
    }
  };

  addEventListener('popstate', () => {
    const url = new URL(location.href);
    const saved = memory.arrive();
    if (url.pathname === shownPath) {
      // Same page (a TOC entry, the search page's query): only the position changes.
      visit += 1;
      progress.stop();
      memory.pause(false);
      if (saved !== undefined || url.hash) scrollFor(url, saved);
      return;
    }
    memory.pause(true);
    void show(url, 'history', saved);
  });

  return { navigate: (url) => void show(url, 'click') };
}
