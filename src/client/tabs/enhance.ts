// Turns the static tabs markup (src/parse/markdown/tabs-markup.ts: every panel shown under its
// label) into WAI-ARIA tabs: a tablist built from the labels, arrow keys / Home / End with a roving
// tabindex, tabs of one groupId switched together on the page and remembered across pages under
// Docusaurus's key, and `?<queryString>=value` choosing one.
import type { Stop } from '../lifecycle.js';

export const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

interface TabSet {
  container: HTMLElement;
  tabs: HTMLButtonElement[];
  panels: HTMLElement[];
}

let nextId = 0;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be off (private mode, policy): the choice then lasts for this page only.
  }
}

function build(container: HTMLElement): TabSet {
  const id = `tabs-${++nextId}`;
  const list = document.createElement('div');
  list.className = 'tabs-list';
  list.setAttribute('role', 'tablist');
  const panels = [...container.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('tabs-panel'),
  );
  const tabs = panels.map((panel, i) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.className = 'tabs-tab';
    tab.id = `${id}-tab-${i}`;
    tab.setAttribute('role', 'tab');
    const label = panel.querySelector<HTMLElement>(':scope > .tabs-label');
    if (label) {
      tab.append(...[...label.childNodes].map((node) => node.cloneNode(true)));
      label.hidden = true;
    }
    panel.id ||= `${id}-panel-${i}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    tab.setAttribute('aria-controls', panel.id);
    list.append(tab);
    return tab;
  });
  container.prepend(list);
  container.setAttribute('data-ready', '');
  return { container, tabs, panels };
}

function show(set: TabSet, index: number): void {
  set.tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === index));
    tab.tabIndex = i === index ? 0 : -1;
    const panel = set.panels[i];
    if (panel) panel.hidden = i !== index;
  });
}

const indexOf = (set: TabSet, value: string | null) =>
  value === null ? -1 : set.panels.findIndex((panel) => panel.dataset.value === value);

/** The group's stored choice, else the default tab, else the first (the address is applied after, as a choice). */
function initialIndex(set: TabSet): number {
  const { groupId } = set.container.dataset;
  const fromStorage = groupId ? indexOf(set, readStorage(storageKey(groupId))) : -1;
  if (fromStorage >= 0) return fromStorage;
  return Math.max(
    0,
    set.panels.findIndex((panel) => panel.hasAttribute('data-default')),
  );
}

function valueInAddress(set: TabSet): string | undefined {
  const { queryString } = set.container.dataset;
  const value = queryString ? new URLSearchParams(location.search).get(queryString) : null;
  return value !== null && indexOf(set, value) >= 0 ? value : undefined;
}

export function enhanceTabs(): Stop {
  // Not the tabs inside an island: React draws those and keeps their state (a hydrated React page's
  // @theme/Tabs, src/parse/react-page/browser-tabs.ts); changing their markup here would break hydration.
  const sets = [
    ...document.querySelectorAll<HTMLElement>('[data-tabs]:not([data-ready]):not([data-island] [data-tabs])'),
  ].map(build);
  for (const set of sets) show(set, initialIndex(set));

  /** Shows `value` in every set of the group (or only in `origin` without a group). */
  const choose = (origin: TabSet, value: string) => {
    const { groupId, queryString } = origin.container.dataset;
    for (const set of groupId ? sets.filter((s) => s.container.dataset.groupId === groupId) : [origin]) {
      const index = indexOf(set, value);
      if (index >= 0) show(set, index);
    }
    if (groupId) writeStorage(storageKey(groupId), value);
    if (queryString) {
      const url = new URL(location.href);
      url.searchParams.set(queryString, value);
      history.replaceState(history.state, '', url);
    }
  };

  for (const set of sets) {
    set.tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => {
        // Panels above may change height: keep the clicked tab where the reader sees it.
        const before = tab.getBoundingClientRect().top;
        choose(set, set.panels[i]?.dataset.value ?? '');
        const shift = tab.getBoundingClientRect().top - before;
        if (shift !== 0) scrollBy(0, shift);
      });
    });
    set.container.querySelector('.tabs-list')?.addEventListener('keydown', (event) => {
      const { key } = event as KeyboardEvent;
      const current = set.tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (current < 0) return;
      const last = set.tabs.length - 1;
      const next =
        key === 'ArrowRight'
          ? current === last
            ? 0
            : current + 1
          : key === 'ArrowLeft'
            ? current === 0
              ? last
              : current - 1
            : key === 'Home'
              ? 0
              : key === 'End'
                ? last
                : -1;
      if (next < 0) return;
      event.preventDefault();
      set.tabs[next]?.focus();
      set.tabs[next]?.click();
    });
  }

  // A tab named in the address is chosen as if clicked: its whole group follows, and it is remembered.
  for (const set of sets) {
    const value = valueInAddress(set);
    if (value !== undefined) choose(set, value);
  }

  // A choice made in another browser tab of the same site follows here too.
  const bound = new AbortController();
  addEventListener(
    'storage',
    (event) => {
      const prefix = storageKey('');
      if (!event.key?.startsWith(prefix) || event.newValue === null) return;
      const groupId = event.key.slice(prefix.length);
      for (const set of sets) {
        const index = set.container.dataset.groupId === groupId ? indexOf(set, event.newValue) : -1;
        if (index >= 0) show(set, index);
      }
    },
    { signal: bound.signal },
  );
  return () => bound.abort();
}
