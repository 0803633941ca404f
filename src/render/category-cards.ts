import type { CategoryIndexPage, Doc, DocHeader, SidebarItem } from '../core/model.js';
import { docDescription } from './excerpt.js';

export interface IndexCard {
  title: string;
  route: string;
  description?: string | undefined;
}

/** The first page a category without its own leads to, as Docusaurus's card for it does. */
function firstRoute(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.route;
    if (item.type === 'link') return item.href;
    const route = item.link?.route ?? firstRoute(item.items);
    if (route) return route;
  }
  return undefined;
}

/**
 * A generated index's cards: one per item of its category. A doc shows its description (front matter,
 * else the start of its text, when the parsed doc is at hand); a category its own description.
 */
export function categoryCards(page: CategoryIndexPage, docs: ReadonlyMap<string, Doc | DocHeader>): IndexCard[] {
  return page.category.items.flatMap((item): IndexCard[] => {
    if (item.type === 'link') return [{ title: item.label, route: item.href }];
    if (item.type === 'doc') {
      const doc = docs.get(item.id);
      const description = doc && 'sections' in doc ? docDescription(doc) : doc?.frontMatter.description;
      return [{ title: item.label, route: item.route, description }];
    }
    const route = item.link?.route ?? firstRoute(item.items);
    if (!route) return [];
    const linked = item.link?.id === undefined ? undefined : docs.get(item.link.id);
    const description = item.description ?? item.link?.index?.description ?? linked?.frontMatter.description;
    return [{ title: item.label, route, description }];
  });
}
