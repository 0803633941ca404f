// A large sidebar is not copied into every page (20,000 docs made 3.3 MB of sidebar per page): each
// page carries its own branch, and the whole tree is one JSON file the browser fetches when a
// collapsed category is opened (src/client/sidebar-lazy.ts reads it).
import { createHash } from 'node:crypto';
import type { Sidebar, SidebarCategory, SidebarEntry, SidebarItem } from '../core/model.js';
import { linkOfRoute, type PageFiles } from '../core/routes.js';

/**
 * Above this many links (docs, links and categories' own pages), a sidebar loads its closed
 * categories on demand. The help centre's sidebars hold about 100; at 300 the full list is ~40 KB
 * of HTML per page, and pages stay within the page-weight budget below it.
 */
export const LAZY_SIDEBAR_LINKS = 300;

export interface SidebarData {
  /** Output path under out/. */
  path: string;
  /** Its address, for the page's `data-sidebar`. */
  url: string;
  contents: string;
}

function linkCount(items: readonly SidebarItem[]): number {
  let count = 0;
  for (const item of items) count += item.type === 'category' ? (item.link ? 1 : 0) + linkCount(item.items) : 1;
  return count;
}

/** A level of a large sidebar longer than this shows only the entries around the page's own. */
export const LONG_LEVEL = 30;
const AROUND = 10;

/** The entries of a level shown on a page: all of a short level; of a long one, AROUND each side of `at`. */
export function windowOf(length: number, at: number): { start: number; end: number } {
  if (length <= LONG_LEVEL) return { start: 0, end: length };
  const start = Math.max(0, Math.min(at - AROUND, length - 2 * AROUND - 1));
  return { start, end: Math.min(length, start + 2 * AROUND + 1) };
}

const lazy = new WeakMap<Sidebar, boolean>();

/** Whether this sidebar's closed categories are loaded on demand. */
export function isLazySidebar(sidebar: Sidebar): boolean {
  let answer = lazy.get(sidebar);
  if (answer === undefined) lazy.set(sidebar, (answer = linkCount(sidebar.items) > LAZY_SIDEBAR_LINKS));
  return answer;
}

function entries(items: readonly SidebarItem[], linkOf: (route: string) => string): SidebarEntry[] {
  return items.map((item): SidebarEntry => {
    if (item.type === 'doc') return [item.label, linkOf(item.route)];
    if (item.type === 'link') return [item.label, item.href];
    const state = item.collapsible === false ? 'fixed' : item.collapsed ? undefined : 'open';
    const category: SidebarEntry = [item.label, item.link ? linkOf(item.link.route) : '', entries(item.items, linkOf)];
    return state ? [...category, state] : category;
  });
}

const data = new WeakMap<Sidebar, SidebarData>();

/**
 * The sidebar's JSON, named by its content's hash: a changed sidebar is a new file, never a stale one. Its links are
 * in the site's form (`files`), as the page's are.
 */
export function sidebarData(sidebar: Sidebar, base: string, files: PageFiles): SidebarData {
  let known = data.get(sidebar);
  if (!known) {
    const contents = JSON.stringify(entries(sidebar.items, (route) => linkOfRoute(route, files, base)));
    const name = `sidebar.${createHash('sha256').update(contents).digest('hex').slice(0, 12)}.json`;
    known = { path: `${base.replace(/^\//, '')}assets/${name}`, url: `${base}assets/${name}`, contents };
    data.set(sidebar, known);
  }
  return known;
}

/** Where a closed category leads without JavaScript: its own page, or else its first doc or link. */
export function firstPageOf(category: SidebarCategory): { label: string; href: string } | undefined {
  if (category.link) return { label: category.label, href: category.link.route };
  for (const item of category.items) {
    if (item.type === 'doc') return { label: item.label, href: item.route };
    if (item.type === 'link') return { label: item.label, href: item.href };
    const inner = firstPageOf(item);
    if (inner) return inner;
  }
  return undefined;
}
