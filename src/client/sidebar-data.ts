// A large sidebar's closed categories, filled from the sidebar's JSON (src/render/sidebar-data.ts)
// the first time each is opened. Built with DOM calls: nothing of the file is read as HTML.
import type { SidebarEntry } from '../core/model.js';

const loaded = new Map<string, Promise<SidebarEntry[]>>();

function sidebarOf(url: string): Promise<SidebarEntry[]> {
  let data = loaded.get(url);
  if (!data) {
    data = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<SidebarEntry[]>;
    });
    // A failed fetch is tried again at the next opening.
    data.catch(() => loaded.delete(url));
    loaded.set(url, data);
  }
  return data;
}

/** The entries of the category at "2.0.5" (indices from the top), or undefined. */
function itemsAt(tree: SidebarEntry[], at: string): SidebarEntry[] | undefined {
  let items: SidebarEntry[] | undefined = tree;
  for (const step of at === '' ? [] : at.split('.')) items = items?.[Number(step)]?.[2];
  return items;
}

function link(label: string, href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.className = 'sidebar-link';
  anchor.href = href;
  anchor.textContent = label;
  return anchor;
}

/** The "Expand the '{label}' category" and "Collapse …" strings of the page. */
export type ToggleLabels = { expand: string; collapse: string };

function list(entries: readonly SidebarEntry[], at: string, labels: ToggleLabels): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.className = 'sidebar-list';
  ul.append(...entries.map((entry, index) => entryItem(entry, `${at}.${index}`, labels)));
  return ul;
}

/**
 * The same markup templates/Sidebar.tsx writes for an entry of a large sidebar: a closed category is
 * filled when it opens; one that cannot be closed, or that the site leaves open, is drawn whole.
 */
function entryItem(entry: SidebarEntry, at: string, labels: ToggleLabels): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'sidebar-item';
  const [label, href, items, state] = entry;
  if (!items) {
    li.append(link(label, href));
    return li;
  }
  li.classList.add('sidebar-category');
  if (href) li.classList.add('sidebar-category-linked');
  if (state === 'fixed') {
    li.classList.add('sidebar-category-fixed');
    li.append(href ? link(label, href) : labelSpan(label), list(items, at, labels));
    return li;
  }
  if (href) li.append(link(label, href));
  const open = state === 'open';
  const details = document.createElement('details');
  details.open = open;
  if (!open) details.dataset.lazy = at;
  const summary = document.createElement('summary');
  summary.className = 'sidebar-summary';
  summary.setAttribute(
    'aria-label',
    (open ? labels.collapse : labels.expand).replace('{label}', () => label),
  );
  summary.setAttribute('aria-expanded', String(open));
  summary.dataset.made = '';
  if (href) summary.dataset.label = label;
  else summary.append(labelSpan(label));
  details.append(summary, open ? list(items, at, labels) : emptyList());
  li.append(details);
  return li;
}

function labelSpan(label: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'sidebar-label';
  span.textContent = label;
  return span;
}

function emptyList(): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.className = 'sidebar-list';
  return ul;
}

/**
 * Fills a closed category's list from the sidebar's JSON; the categories it adds are closed ones
 * too, but for those drawn open on every page. Throws if the file cannot be had.
 */
export async function fillCategory(details: HTMLDetailsElement, url: string, labels: ToggleLabels): Promise<void> {
  const at = details.dataset.lazy;
  const list = details.querySelector(':scope > ul');
  if (at === undefined || !list) return;
  // Taken at once: a second toggle while the file is on its way does not fill it twice.
  delete details.dataset.lazy;
  const items = itemsAt((await sidebarOf(url).catch(() => undefined)) ?? [], at);
  if (!items) {
    details.dataset.lazy = at;
    return;
  }
  const { from, to } = details.dataset;
  if (from === undefined) {
    list.replaceChildren(...items.map((entry, index) => entryItem(entry, `${at}.${index}`, labels)));
    return;
  }
  // The rest of a long level: its entries take the place of the closed row that stood for them.
  const start = Number(from);
  const made = items
    .slice(start, Number(to))
    .map((entry, offset) => entryItem(entry, at === '' ? `${start + offset}` : `${at}.${start + offset}`, labels));
  details.closest('li')?.replaceWith(...made);
}
