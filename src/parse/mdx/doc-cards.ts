import { docIdFromPath } from '../../core/routes.js';
import type { DocHeader, Sidebar, SidebarItem } from '../../core/model.js';
import type { DocCard } from './theme/DocCardList.js';

/** `<DocCardList />` on a category's own page lists that category's items, as in Docusaurus. */
export function docCardsFor(
  sidebars: readonly Sidebar[],
  docsById: ReadonlyMap<string, DocHeader>,
): (contentPath: string) => DocCard[] {
  const card = (item: SidebarItem): DocCard | undefined => {
    if (item.type === 'doc') {
      const doc = docsById.get(item.id);
      return { title: item.label, route: item.route, description: doc?.frontMatter.description };
    }
    if (item.type === 'link') return { title: item.label, route: item.href };
    if (!item.link) return undefined;
    const description = item.link.index
      ? (item.description ?? item.link.index.description)
      : docsById.get(item.link.id)?.frontMatter.description;
    return { title: item.label, route: item.link.route, description };
  };
  const byCategoryDoc = new Map<string, DocCard[]>();
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.id !== undefined)
        byCategoryDoc.set(
          item.link.id,
          item.items.flatMap((child) => card(child) ?? []),
        );
      walk(item.items);
    }
  };
  for (const sidebar of sidebars) walk(sidebar.items);
  // By the doc's id, which its front matter `id` may set (`community/intro.md` is `community/community-intro`).
  const idOfPath = new Map([...docsById.values()].map((doc) => [doc.source.contentPath, doc.id]));
  return (contentPath) => byCategoryDoc.get(idOfPath.get(contentPath) ?? docIdFromPath(contentPath)) ?? [];
}
