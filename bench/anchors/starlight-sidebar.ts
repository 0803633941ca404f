// The corpus's Docusaurus sidebars.json as Starlight's `sidebar` option. Starlight has one sidebar for the
// whole site, so each Docusaurus sidebar becomes a collapsed top-level group; a category's own page
// (its `link`), which a Starlight group cannot have, becomes the group's first entry.
import type { SidebarItem, Sidebars } from '../corpus/sidebars.js';
import { docLabel } from './doc-labels.js';

interface StarlightLink {
  readonly label: string;
  readonly slug: string;
}

interface StarlightGroup {
  readonly label: string;
  readonly collapsed: true;
  readonly items: readonly StarlightItem[];
}

type StarlightItem = StarlightLink | StarlightGroup;

/** Starlight's slug of a doc: its path without `.md`, and a folder's `index` is the folder. */
export function starlightSlug(id: string): string {
  return id === 'index' ? '' : id.replace(/\/index$/, '');
}

async function linkOf(id: string, contentDir: string): Promise<StarlightLink> {
  return { label: await docLabel(contentDir, id), slug: starlightSlug(id) };
}

async function itemOf(item: SidebarItem, contentDir: string): Promise<StarlightItem> {
  if (typeof item === 'string') return linkOf(item, contentDir);
  const items = await Promise.all(item.items.map((child) => itemOf(child, contentDir)));
  const own = item.link === undefined ? [] : [await linkOf(item.link.id, contentDir)];
  return { label: item.label, collapsed: true, items: [...own, ...items] };
}

export async function starlightSidebarOf(sidebars: Sidebars, contentDir: string): Promise<StarlightGroup[]> {
  return Promise.all(
    Object.entries(sidebars).map(async ([name, items]) => ({
      label: name.replace(/Sidebar$/, ''),
      collapsed: true as const,
      items: await Promise.all(items.map((item) => itemOf(item, contentDir))),
    })),
  );
}
