// What search knows of the site before it is indexed and split into files: pages (what a result
// shows) and their sections, numbered in order across pages.
import { present } from '../core/present.js';

export interface StoredPage {
  title: string;
  /** Sidebar label, when it differs from the title (readers may know the page by either). */
  label?: string;
  /** The page's address as links give it (core/routes.ts linkOfRoute). */
  route: string;
  /** Sidebar categories above the page, e.g. ["Módulos", "Vendas", "Análise"]. */
  crumbs: string[];
  description: string;
  /** Front-matter `keywords`: words readers use for the page that its text may not. */
  keywords?: string[];
  /**
   * What the page's indexed fields were made from (its doc's parse digest), when the build cache
   * keeps the index for the next build (patched-postings.ts); never written to out/.
   */
  key?: string;
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

/** The fields of one section that are indexed; `title`, `heading` and `keywords` are boosted over `text`. */
export interface IndexedSection {
  title: string;
  heading: string;
  keywords: string;
  description: string;
  text: string;
}

/**
 * Section `i`'s indexed fields. Page title (and sidebar label, when different) is searchable on every
 * section of the page. Made one section at a time, as the index reads them: at 5,000 pages an array
 * of every section's fields was megabytes held for the whole index build.
 */
export function indexedSection(store: SearchStore, i: number): IndexedSection {
  const section = present(store.sections[i], `section ${i}`);
  const page = store.pages[section.page];
  if (!page) throw new Error(`Search section ${i} points at missing page ${section.page}`);
  const intro = section.anchor === '';
  return {
    title: page.label ? `${page.title} ${page.label}` : page.title,
    heading: section.heading,
    keywords: intro ? (page.keywords ?? []).join(' ') : '',
    description: intro ? page.description : '',
    text: section.text,
  };
}
