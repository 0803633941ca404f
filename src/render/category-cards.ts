import type { CategoryIndexPage, Doc, DocHeader, SidebarItem } from '../core/model.js';
import { bodyOf } from '../load/doc-header.js';
import { firstLineExcerpt } from './first-line-excerpt.js';

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

/** A doc's card text, as Docusaurus's card shows it: its front matter description, else its first line of text. */
function cardDescription(doc: Doc | DocHeader): string | undefined {
  if (doc.frontMatter.description) return doc.frontMatter.description;
  return firstLineExcerpt(bodyOf(doc.source, doc.bodyStart.line));
}

/**
 * A generated index's cards: one per item of its category. A doc shows its description (front matter,
 * else its first line of text); a category its own description.
 */
export function categoryCards(page: CategoryIndexPage, docs: ReadonlyMap<string, Doc | DocHeader>): IndexCard[] {
  return page.category.items.flatMap((item): IndexCard[] => {
    if (item.type === 'link') return [{ title: item.label, route: item.href }];
    if (item.type === 'doc') {
      const doc = docs.get(item.id);
      return [{ title: item.label, route: item.route, description: doc && cardDescription(doc) }];
    }
    const route = item.link?.route ?? firstRoute(item.items);
    if (!route) return [];
    const linked = item.link?.id === undefined ? undefined : docs.get(item.link.id);
    const description = item.description ?? item.link?.index?.description ?? linked?.frontMatter.description;
    return [{ title: item.label, route, description }];
  });
}
