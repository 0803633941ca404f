// Which navbar item is marked for a page, as Docusaurus marks them (src/assemble/link-items.ts linkActive).
import { describe, expect, it } from 'vitest';
import { type LinkSite, linkActive, sidebarsByRoute } from '../../src/assemble/link-items.js';
import type { Sidebar } from '../../src/core/model.js';

const doc = (id: string) => ({ type: 'doc' as const, id, label: id, route: `/docs/${id}/` });
const sidebars: Sidebar[] = [
  {
    name: 'guide',
    items: [doc('intro'), { type: 'category', label: 'Setup', collapsed: true, items: [doc('install')] }],
  },
  { name: 'api', items: [doc('client'), doc('server')] },
];
const docsById = new Map(
  ['intro', 'install', 'client', 'server'].map((id) => [id, { id, route: `/docs/${id}/`, title: id, frontMatter: {} }]),
);
const site = { config: { base: '/', routeBasePath: 'docs' }, docsById, sidebars } as unknown as LinkSite;
const byRoute = sidebarsByRoute(sidebars);
const active = (item: Parameters<typeof linkActive>[0], route: string) => linkActive(item, site, route, byRoute);

describe('the active navbar item', () => {
  it("is a doc item on every page of its doc's sidebar, a sidebar item on its pages", () => {
    expect(active({ docId: 'client' }, '/docs/server/')).toBe(true);
    expect(active({ docId: 'client' }, '/docs/install/')).toBe(false);
    expect(active({ sidebarId: 'guide' }, '/docs/install/')).toBe(true);
    expect(active({ sidebarId: 'guide' }, '/docs/client/')).toBe(false);
  });

  it('is a path on the pages under it; never the site root nor an address elsewhere', () => {
    expect(active({ label: 'Blog', to: '/blog' }, '/blog/2026/01/01/hello/')).toBe(true);
    expect(active({ label: 'Blog', to: '/blog' }, '/docs/intro/')).toBe(false);
    expect(active({ label: 'Home', to: '/' }, '/docs/intro/')).toBe(false);
    expect(active({ label: 'GitHub', href: 'https://github.com/x/y' }, '/docs/intro/')).toBe(false);
  });
});
