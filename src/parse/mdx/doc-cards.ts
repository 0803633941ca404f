import { docIdFromPath } from '../../core/routes.js';
import type { DocHeader, Sidebar, SidebarCategory, SidebarItem } from '../../core/model.js';
import type { Strings } from '../../core/strings.js';
import { firstRoute } from '../../assemble/top-pages.js';
import { docDescription } from '../../load/doc-description.js';
import type { DocCard } from './theme/DocCardList.js';

/**
 * The cards of a list of sidebar items, as Docusaurus's DocCard draws them (theme-classic DocCard): a doc
 * shows its description (front matter, else the start of its text); a category leads to its own page or
 * else its first one, and shows its description or how many items it holds; one that leads nowhere has none.
 */
export function sidebarCards(
  items: readonly SidebarItem[],
  docsById: ReadonlyMap<string, DocHeader>,
  strings: Pick<Strings, 't'>,
): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    if (item.type === 'link') return [{ title: item.label, route: item.href }];
    if (item.type === 'doc') {
      const doc = docsById.get(item.id);
      return [{ title: item.label, route: item.route, description: doc && docDescription(doc) }];
    }
    const route = firstRoute(item);
    if (route === undefined) return [];
    const count = item.items.length;
    const description = item.description ?? strings.t(count === 1 ? 'cards.one' : 'cards.many', { count });
    return [{ title: item.label, route, description }];
  });
}

/**
 * `<DocCardList />` lists the items of useCurrentSidebarCategory, as in Docusaurus: the last category of the doc's
 * breadcrumbs (getSidebarBreadcrumbs in client/docsUtils.tsx), which end at its first place in the sidebars. A
 * category's link is matched before its items, so of nested categories that link one doc the outer one wins; a doc
 * item's category is the one that holds it.
 */
export function docCardsFor(
  sidebars: readonly Sidebar[],
  docsById: ReadonlyMap<string, DocHeader>,
  strings: Pick<Strings, 't'>,
): (contentPath: string) => DocCard[] {
  // A doc's first place only; undefined items: it is first found outside any category (Docusaurus then throws).
  const byDoc = new Map<string, readonly SidebarItem[] | undefined>();
  const place = (id: string, items: readonly SidebarItem[] | undefined) => {
    if (!byDoc.has(id)) byDoc.set(id, items);
  };
  const walk = (items: readonly SidebarItem[], holder: SidebarCategory | undefined) => {
    for (const item of items) {
      if (item.type === 'doc') place(item.id, holder?.items);
      if (item.type !== 'category') continue;
      if (item.link?.id !== undefined) place(item.link.id, item.items);
      walk(item.items, item);
    }
  };
  for (const sidebar of sidebars) walk(sidebar.items, undefined);
  // By the doc's id, which its front matter `id` may set (`community/intro.md` is `community/community-intro`).
  const idOfPath = new Map([...docsById.values()].map((doc) => [doc.source.contentPath, doc.id]));
  return (contentPath) => {
    const items = byDoc.get(idOfPath.get(contentPath) ?? docIdFromPath(contentPath));
    // Drawn when asked: a description may read the start of another doc's text.
    return items ? sidebarCards(items, docsById, strings) : [];
  };
}
