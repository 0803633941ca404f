// The small JSON the browser downloads beside the index: what a result shows (titles, breadcrumbs,
// snippet text). A lunr ref is the position of a section in `sections`.

export interface StoredPage {
  title: string;
  /** Sidebar label, when it differs from the title (readers may know the page by either). */
  label?: string;
  route: string;
  /** Sidebar categories above the page, e.g. ["Módulos", "Vendas", "Análise"]. */
  crumbs: string[];
  description: string;
}

export interface StoredSection {
  /** Position of the page in `pages`. */
  page: number;
  /** Heading id; empty for the page's intro (the text before the first h2). */
  anchor: string;
  heading: string;
  text: string;
}

export interface SearchStore {
  pages: StoredPage[];
  sections: StoredSection[];
}

/** What lunr indexes for one section; `title` and `heading` are boosted over `text`. */
export interface IndexedSection {
  ref: string;
  title: string;
  heading: string;
  description: string;
  text: string;
}

/** Page title (and sidebar label, when different) is searchable on every section of the page. */
export function indexedSections(store: SearchStore): IndexedSection[] {
  return store.sections.map((section, i) => {
    const page = store.pages[section.page];
    if (!page) throw new Error(`Search section ${i} points at missing page ${section.page}`);
    return {
      ref: String(i),
      title: page.label ? `${page.title} ${page.label}` : page.title,
      heading: section.heading,
      description: section.anchor === '' ? page.description : '',
      text: section.text,
    };
  });
}
