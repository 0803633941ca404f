// Hydrates each island on the reader's first intent (pointer over it, focus in it, a touch, a key,
// or a shortcut it declares). Until then neither React nor the widget is downloaded. A click that
// arrives while the widget is loading is held back and replayed once it is hydrated.
import type { CrashStrings } from './CrashBoundary.js';
import { islandLoaders } from './islands.js';
import type { Stop } from './lifecycle.js';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

interface Hotkey {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
}

/** "ctrl+k" → { key: 'k', ctrl: true, … }; "/" → { key: '/' }. */
export function parseHotkey(combo: string): Hotkey {
  const parts = combo.toLowerCase().split('+');
  const key = parts.pop() ?? '';
  return { key, ctrl: parts.includes('ctrl'), meta: parts.includes('meta'), alt: parts.includes('alt') };
}

function matches(hotkey: Hotkey, event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === hotkey.key &&
    event.ctrlKey === hotkey.ctrl &&
    event.metaKey === hotkey.meta &&
    event.altKey === hotkey.alt
  );
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function showLoadError(element: HTMLElement, strings: CrashStrings, error: unknown): void {
  const box = document.createElement('div');
  box.className = 'crash';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'crash-title';
  title.textContent = strings.title;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = strings.retry;
  retry.addEventListener('click', () => location.reload());
  const detail = document.createElement('pre');
  detail.className = 'crash-error';
  detail.textContent = error instanceof Error ? error.message : String(error);
  box.append(title, retry, detail);
  element.after(box);
}

function prepare(
  element: HTMLElement,
  strings: CrashStrings,
): { element: HTMLElement; hydrate(): Promise<void>; isReady(): boolean; stop: Stop } {
  const name = element.dataset.island ?? '';
  let ready = false;
  let stopped = false;
  let unmount: Stop | undefined;
  let hydration: Promise<void> | undefined;
  const hydrate = () => {
    hydration ??= (async () => {
      const src = element.dataset.islandSrc;
      // A site component from an MDX doc names its own chunk; helpdocs's widgets are in the bundle.
      const loader = src
        ? () => import('./site-islands.js').then((m) => m.loadSiteIsland(src))
        : (islandLoaders[name as keyof typeof islandLoaders] as
            | (typeof islandLoaders)[keyof typeof islandLoaders]
            | undefined);
      if (!loader) throw new Error(`Unknown island "${name}"`);
      const [{ hydrateIsland }, widget] = await Promise.all([import('./hydrate.js'), loader()]);
      const props: unknown = JSON.parse(element.dataset.props ?? '{}');
      unmount = await hydrateIsland(element, name, widget.default, props, strings);
      // The page changed while the widget loaded: its root must not outlive the page.
      if (stopped) return unmount();
      ready = true;
      element.setAttribute('data-hydrated', '');
    })().catch((error: unknown) => {
      showLoadError(element, strings, error);
      throw error;
    });
    return hydration;
  };
  for (const type of INTENT_EVENTS)
    element.addEventListener(type, () => void hydrate().catch(() => {}), { once: true, passive: true });
  element.addEventListener(
    'click',
    (event) => {
      if (ready) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { target, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, button, detail } = event;
      void hydrate()
        .then(() => {
          // The target may be an SVG part of a button, which has no click(): dispatch a copy instead.
          if (target instanceof Element && target.isConnected) {
            target.dispatchEvent(
              new MouseEvent('click', {
                bubbles: true,
                cancelable: true,
                composed: true,
                clientX,
                clientY,
                screenX,
                screenY,
                ctrlKey,
                shiftKey,
                altKey,
                metaKey,
                button,
                detail,
              }),
            );
          }
        })
        .catch(() => {});
    },
    { capture: true },
  );
  const stop = () => {
    stopped = true;
    unmount?.();
  };
  return { element, hydrate, isReady: () => ready, stop };
}

/** Longest an eager island waits for the script that shows the page before it (then it hydrates anyway). */
const EAGER_WAIT_MS = 5000;

/**
 * Runs `then` once no element matches `selector` (at once for an empty one), e.g. once the search
 * page's own script has shown the first results, so React's download and hydration do not compete with it.
 */
function whenNoneMatch(selector: string, signal: AbortSignal, then: () => void): void {
  if (selector === '' || !document.querySelector(selector)) {
    then();
    return;
  }
  let done = false;
  const finish = () => {
    if (done || signal.aborted) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) finish();
  });
  observer.observe(document.body, { subtree: true, attributes: true, childList: true });
  const timer = setTimeout(finish, EAGER_WAIT_MS);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
  });
}

/** Prepares the page's islands; the Stop unmounts the hydrated ones (React roots) and the hotkeys. */
export function startIslands(strings: CrashStrings): Stop {
  const hotkeys: Array<{ hotkey: Hotkey; island: ReturnType<typeof prepare> }> = [];
  const prepared: Array<ReturnType<typeof prepare>> = [];
  const bound = new AbortController();
  const stop = () => {
    bound.abort();
    for (const island of prepared) island.stop();
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = prepare(element, strings);
    prepared.push(island);
    if (element.hasAttribute('data-eager'))
      whenNoneMatch(element.dataset.eager ?? '', bound.signal, () => void island.hydrate().catch(() => {}));
    // `client:visible` in an MDX doc: hydrated once it scrolls into view.
    if (element.hasAttribute('data-visible')) {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void island.hydrate().catch(() => {});
      });
      // An island is `display: contents` (no box of its own): its children are what can be seen.
      for (const child of element.children.length > 0 ? element.children : [element]) observer.observe(child);
      bound.signal.addEventListener('abort', () => observer.disconnect());
    }
    // Focused before this script ran (by the page's inline key handler, src/render/head-script.ts, or
    // a click): letters may be waiting in it, and no intent event is coming for them.
    if (element.contains(document.activeElement)) void island.hydrate().catch(() => {});
    for (const combo of (element.dataset.hotkeys ?? '').split(' ').filter(Boolean))
      hotkeys.push({ hotkey: parseHotkey(combo), island });
  }
  if (hotkeys.length === 0) return stop;
  document.addEventListener(
    'keydown',
    (event) => {
      const hit = hotkeys.find(({ hotkey, island }) => !island.isReady() && matches(hotkey, event));
      if (!hit || (isTyping(event.target) && !hit.hotkey.ctrl && !hit.hotkey.meta)) return;
      event.preventDefault();
      // The widget's field is already in the page: focused now, it takes every letter typed while the
      // widget loads (the widget reads them on hydration), and the shortcut, done, is not replayed: its
      // replay would select those letters and the next one would replace them.
      const field = hit.island.element.querySelector<HTMLInputElement>('input:not([type="hidden"]), textarea');
      field?.focus();
      // A field that cannot take focus (folded away on a phone) leaves the shortcut to the widget.
      if (field && document.activeElement === field) {
        field.select();
        void hit.island.hydrate().catch(() => {});
        return;
      }
      const target = event.target ?? document;
      const replay = () =>
        target.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: event.key,
            code: event.code,
            ctrlKey: event.ctrlKey,
            metaKey: event.metaKey,
            altKey: event.altKey,
            shiftKey: event.shiftKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      void hit.island
        .hydrate()
        .then(replay)
        .catch(() => {});
    },
    { signal: bound.signal },
  );
  return stop;
}
