// What the entry hands the lazily loaded router: the shared page cache and the page's behaviours.
import type { FetchedPage } from './page-cache.js';
import type { ProgressBar } from './progress-bar.js';

export interface PageHost {
  /** The page at `url`, from the prefetch cache when it is there; fetched at most once. */
  fetchPage(url: URL): Promise<FetchedPage>;
  /** Stops the shown page's behaviours, runs `swap` (which puts the new DOM in), starts them again. */
  replacePage(swap: () => void): void;
  /** The loading bar, started by the entry at the click, before the router may have arrived. */
  progress: ProgressBar;
}

export interface Router {
  /** Shows the page at `url` in place; falls back to the browser's own navigation if that fails. */
  navigate(url: URL): void;
}
