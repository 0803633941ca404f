// Where the reader was on each history entry, so back and forward put them there again. The
// browser cannot do it for entries whose page was swapped in: it would restore the position
// before the old page is swapped out. Each entry gets a key in history.state.
const KEY = 'helpdocsEntry';

type State = Record<string, unknown>;

function keyOf(state: unknown): string | undefined {
  const key = state && typeof state === 'object' ? (state as State)[KEY] : undefined;
  return typeof key === 'string' ? key : undefined;
}

const newKey = () => Math.random().toString(36).slice(2);

export interface ScrollMemory {
  /** Before a page change: keep this entry's position, add the new entry. */
  push(url: URL): void;
  /** After popstate: the entry now shown, and where the reader left it (if known). */
  arrive(): number | undefined;
  /** While a page loads for back/forward, scrolling the old page must not count for the new entry. */
  pause(paused: boolean): void;
}

export function startScrollMemory(): ScrollMemory {
  history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  /** This entry's key; entries made by hash links (the TOC) get one the first time they are seen. */
  const stamp = () => {
    const key = keyOf(history.state);
    if (key) return key;
    const fresh = newKey();
    const state = history.state && typeof history.state === 'object' ? (history.state as State) : {};
    history.replaceState({ ...state, [KEY]: fresh }, '');
    return fresh;
  };
  let current = stamp();
  let currentHref = location.href;
  positions.set(current, scrollY);
  let paused = false;
  const follow = () => {
    if (location.href === currentHref) return;
    current = stamp();
    currentHref = location.href;
  };
  addEventListener(
    'scroll',
    () => {
      if (paused) return;
      // A hash link scrolls before its hashchange event: the position belongs to the new entry.
      follow();
      positions.set(current, scrollY);
    },
    { passive: true },
  );
  addEventListener('hashchange', follow);
  // Leaving the document (reload, another site): let the browser restore this entry as usual.
  addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
  return {
    push(url) {
      positions.set(current, scrollY);
      current = newKey();
      history.pushState({ [KEY]: current }, '', url);
      currentHref = location.href;
    },
    arrive() {
      current = stamp();
      currentHref = location.href;
      return positions.get(current);
    },
    pause(value) {
      paused = value;
    },
  };
}
