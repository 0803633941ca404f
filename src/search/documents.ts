import type { Doc, SearchSection, Site } from '../core/model.js';
import { pageLinkOf } from '../core/routes.js';
import type { SearchStore, StoredPage, StoredSection } from './store.js';

function crumbsOf(site: Site, doc: Doc): string[] {
  const crumbs = site.nav.get(doc.id)?.breadcrumbs ?? [];
  // First crumb is the home link, last one the page itself: neither helps tell results apart.
  return crumbs.slice(1, -1).map((crumb) => crumb.label);
}

/**
 * A section as the store holds it. Its text is read through: a doc kept by the build cache reads
 * it only when the section is indexed again (cache/parse-index.ts), not for every page of a build.
 */
function storedSection(page: number, section: SearchSection): StoredSection {
  const { anchor, heading } = section;
  return {
    page,
    anchor,
    heading,
    get text() {
      return section.text;
    },
  };
}

/** A doc's sections as its search page holds them: with an intro (the text before its first heading), if empty. */
export function pageSections(sections: readonly SearchSection[]): readonly SearchSection[] {
  return sections.some((s) => s.anchor === '') ? sections : [{ anchor: '', heading: '', text: '' }, ...sections];
}

/**
 * One entry per section of every listed doc (unlisted pages stay out of search). `keys`: each doc's
 * parse digest by source path, which tells the next build which pages changed (patched-postings.ts).
 */
export function searchStore(site: Site, keys?: ReadonlyMap<string, string>): SearchStore {
  const store: SearchStore = { pages: [], sections: [] };
  // A result leads to the page's address in the site's form (`/docs/x` where pages are `x.html` files).
  const linkOf = (route: string) => pageLinkOf(site.config, route);
  for (const doc of site.docs) {
    if (doc.frontMatter.unlisted) continue;
    const page = store.pages.length;
    const label = doc.frontMatter.sidebar_label;
    const key = keys?.get(doc.source.path);
    const stored: StoredPage = {
      // An untitled Markdown page is found by the heading it shows.
      title: doc.title || (doc.heading ?? ''),
      ...(label && label !== doc.title ? { label } : {}),
      route: linkOf(doc.route),
      crumbs: crumbsOf(site, doc),
      description: doc.frontMatter.description ?? '',
      ...(doc.frontMatter.keywords && doc.frontMatter.keywords.length > 0
        ? { keywords: doc.frontMatter.keywords }
        : {}),
      ...(key !== undefined ? { key } : {}),
    };
    store.pages.push(stored);
    for (const section of pageSections(doc.sections)) store.sections.push(storedSection(page, section));
  }
  // A generated index is found by its title, description and keywords, and by the items it lists.
  for (const index of site.categoryIndexes) {
    const page = store.pages.length;
    store.pages.push({
      title: index.index.title,
      route: linkOf(index.route),
      crumbs: index.breadcrumbs.slice(1, -1).map((crumb) => crumb.label),
      description: index.index.description ?? '',
      ...(index.index.keywords && index.index.keywords.length > 0 ? { keywords: index.index.keywords } : {}),
    });
    const text = index.category.items.map((item) => item.label).join(' · ');
    store.sections.push({ page, anchor: '', heading: '', text });
  }
  return store;
}
