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

/** The same markup templates/Sidebar.tsx writes for a closed category of a large sidebar. */
function entryItem(entry: SidebarEntry, at: string, expand: string): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'sidebar-item';
  const [label, href, items] = entry;
  if (!items) {
    li.append(link(label, href));
    return li;
  }
  li.classList.add('sidebar-category');
  if (href) {
    li.classList.add('sidebar-category-linked');
    li.append(link(label, href));
  }
  const details = document.createElement('details');
  details.dataset.lazy = at;
  const summary = document.createElement('summary');
  summary.className = 'sidebar-summary';
  summary.setAttribute(
    'aria-label',
    expand.replace('{label}', () => label),
  );
  summary.setAttribute('aria-expanded', 'false');
  summary.dataset.made = '';
  if (href) summary.dataset.label = label;
  else {
    const span = document.createElement('span');
    span.className = 'sidebar-label';
    span.textContent = label;
    summary.append(span);
  }
  const list = document.createElement('ul');
  list.className = 'sidebar-list';
  details.append(summary, list);
  li.append(details);
  return li;
}

/**
 * Fills a closed category's list from the sidebar's JSON; the categories it adds are closed ones
 * too. `expand` is the "Expand the '{label}' category" string. Throws if the file cannot be had.
 */
export async function fillCategory(details: HTMLDetailsElement, url: string, expand: string): Promise<void> {
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
    list.replaceChildren(...items.map((entry, index) => entryItem(entry, `${at}.${index}`, expand)));
    return;
  }
  // The rest of a long level: its entries take the place of the closed row that stood for them.
  const start = Number(from);
  const made = items
    .slice(start, Number(to))
    .map((entry, offset) => entryItem(entry, at === '' ? `${start + offset}` : `${at}.${start + offset}`, expand));
  details.closest('li')?.replaceWith(...made);
}
