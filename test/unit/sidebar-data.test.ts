// Which sidebars load their closed categories on demand, and what the browser loads them from.
import { describe, expect, it } from 'vitest';
import type { Sidebar, SidebarCategory, SidebarItem } from '../../src/core/model.js';
import {
  firstPageOf,
  isLazySidebar,
  LAZY_SIDEBAR_LINKS,
  LONG_LEVEL,
  sidebarData,
  windowOf,
} from '../../src/render/sidebar-data.js';

const doc = (n: number): SidebarItem => ({ type: 'doc', id: `d${n}`, label: `Doc ${n}`, route: `/manual/d${n}/` });
const category = (label: string, items: SidebarItem[], link?: string): SidebarCategory => ({
  type: 'category',
  label,
  collapsed: true,
  items,
  ...(link ? { link: { id: link, route: `/manual/${link}/` } } : {}),
});
const docs = (count: number) => Array.from({ length: count }, (_, i) => doc(i));

describe('large sidebars', () => {
  it(`loads on demand above ${LAZY_SIDEBAR_LINKS} links, categories' own pages counted`, () => {
    const at = (items: SidebarItem[]): Sidebar => ({ name: 'docs', items });
    expect(isLazySidebar(at(docs(LAZY_SIDEBAR_LINKS)))).toBe(false);
    expect(isLazySidebar(at([category('A', docs(LAZY_SIDEBAR_LINKS), 'a')]))).toBe(true);
    expect(isLazySidebar(at([category('A', docs(LAZY_SIDEBAR_LINKS))]))).toBe(false);
  });

  it('one JSON per sidebar, named by its content', () => {
    const sidebar: Sidebar = {
      name: 'docs',
      items: [category('A', [doc(1), { type: 'link', label: 'Fora', href: 'https://example.com/' }], 'a')],
    };
    const data = sidebarData(sidebar, '/manual/', 'folder');
    expect(JSON.parse(data.contents)).toEqual([
      [
        'A',
        '/manual/a/',
        [
          ['Doc 1', '/manual/d1/'],
          ['Fora', 'https://example.com/'],
        ],
      ],
    ]);
    expect(data.path).toMatch(/^manual\/assets\/sidebar\.[0-9a-f]{12}\.json$/);
    expect(data.url).toBe(`/${data.path}`);
    const other = sidebarData({ name: 'docs', items: [category('B', [doc(1)])] }, '/manual/', 'folder');
    expect(other.path).not.toBe(data.path);
  });

  it("gives links in the site's form, and the categories drawn open on every page", () => {
    const fixed = { ...category('F', [doc(2)]), collapsible: false as const };
    const open = { ...category('O', [doc(3)], 'o'), collapsed: false };
    const sidebar: Sidebar = { name: 'docs', items: [category('A', [doc(1), fixed, open], 'a')] };
    expect(JSON.parse(sidebarData(sidebar, '/manual/', 'html').contents)).toEqual([
      [
        'A',
        '/manual/a',
        [
          ['Doc 1', '/manual/d1'],
          ['F', '', [['Doc 2', '/manual/d2']], 'fixed'],
          ['O', '/manual/o', [['Doc 3', '/manual/d3']], 'open'],
        ],
      ],
    ]);
  });

  it('a closed category leads to its own page, or else its first doc, however deep', () => {
    expect(firstPageOf(category('A', [doc(1)], 'a'))?.href).toBe('/manual/a/');
    expect(firstPageOf(category('A', [category('B', []), category('C', [doc(7)])]))).toEqual({
      label: 'Doc 7',
      href: '/manual/d7/',
    });
    expect(firstPageOf(category('A', []))).toBeUndefined();
  });

  it('a long level shows 21 entries around the page, a short one all of them', () => {
    expect(windowOf(LONG_LEVEL, 5)).toEqual({ start: 0, end: LONG_LEVEL });
    expect(windowOf(200, 100)).toEqual({ start: 90, end: 111 });
    expect(windowOf(200, 3)).toEqual({ start: 0, end: 21 });
    expect(windowOf(200, 199)).toEqual({ start: 179, end: 200 });
    expect(windowOf(200, -1)).toEqual({ start: 0, end: 21 });
  });
});
