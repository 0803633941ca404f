// The corpus's Docusaurus sidebars.json as Rspress's `themeConfig.sidebar`: one sidebar per area,
// keyed by the area's folder, so a page shows its own area's menu as Docusaurus does.
import type { SidebarItem, Sidebars } from '../corpus/sidebars.js';
import { docLabel } from './doc-labels.js';

interface RspressLink {
  readonly text: string;
  readonly link: string;
}

interface RspressGroup {
  readonly text: string;
  readonly link?: string;
  readonly collapsible: true;
  readonly collapsed: true;
  readonly items: readonly RspressItem[];
}

type RspressItem = RspressLink | RspressGroup;

export type RspressSidebar = Readonly<Record<string, readonly RspressItem[]>>;

/** Rspress routes a file by its path: `a/index.md` is `/a/`, `a/b.md` is `/a/b`. */
export function rspressRoute(id: string): string {
  return id.endsWith('index') ? `/${id.slice(0, -'index'.length)}` : `/${id}`;
}

async function itemOf(item: SidebarItem, contentDir: string): Promise<RspressItem> {
  if (typeof item === 'string') return { text: await docLabel(contentDir, item), link: rspressRoute(item) };
  const items = await Promise.all(item.items.map((child) => itemOf(child, contentDir)));
  const group = { text: item.label, collapsible: true, collapsed: true, items } as const;
  return item.link === undefined ? group : { ...group, link: rspressRoute(item.link.id) };
}

function firstDocId(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    const id = typeof item === 'string' ? item : (item.link?.id ?? firstDocId(item.items));
    if (id !== undefined) return id;
  }
  return undefined;
}

export async function rspressSidebarOf(sidebars: Sidebars, contentDir: string): Promise<RspressSidebar> {
  const sidebar: Record<string, readonly RspressItem[]> = {};
  for (const [name, items] of Object.entries(sidebars)) {
    const area = firstDocId(items)?.split('/')[0];
    if (area === undefined) throw new Error(`Sidebar ${name} has no doc`);
    sidebar[`/${area}/`] = await Promise.all(items.map((item) => itemOf(item, contentDir)));
  }
  return sidebar;
}
