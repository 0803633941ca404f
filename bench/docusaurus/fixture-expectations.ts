// What Docusaurus's own tests say about its content plugins' fixture sites, as saved (outside the repository) in
// <cache>/docusaurus-fixtures/expectations.json, and what helpdocs built from the same sites, in the same terms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocHeader, Site } from '../../src/core/model.js';

export interface ExpectedDoc {
  /** The doc's file, relative to the fixture site. */
  source: string;
  id?: string;
  permalink?: string;
  title?: string;
  sidebarLabel?: string;
  /** The file Docusaurus reads instead (a translation of the default locale). */
  builtFrom?: string;
}

export interface ExpectedVersion {
  name: string;
  path: string;
}

export interface FixtureExpectations {
  docs?: ExpectedDoc[];
  posts?: ExpectedDoc[];
  versions?: ExpectedVersion[];
  /** The ids of the docs in the (first) sidebar, in order. */
  sidebarOrder?: string[];
  /** Labels of the sidebar's categories, depth first. */
  categoryLabels?: string[];
  /** Files Docusaurus refuses with an error (an id with a slash). */
  refused?: string[];
  /** Files Docusaurus does not build (drafts in a production build). */
  absent?: string[];
}

export function readExpectations(fixturesDir: string): Record<string, FixtureExpectations> {
  const text = readFileSync(path.join(fixturesDir, 'expectations.json'), 'utf8');
  return JSON.parse(text) as Record<string, FixtureExpectations>;
}

export interface BuiltDoc {
  id: string;
  permalink: string;
  title: string;
  sidebarLabel?: string;
  /** The file helpdocs read. */
  file: string;
}

/** Docusaurus writes `/docs/foo` where helpdocs routes `/docs/foo/`: compared without the trailing slash. */
export function comparablePermalink(route: string): string {
  const decoded = safeDecode(route);
  return decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
}

function safeDecode(route: string): string {
  try {
    return decodeURI(route);
  } catch {
    return route;
  }
}

/** The first sidebar's doc ids in order, and its categories' labels, depth first. */
export function sidebarOutline(site: Site): { docIds: string[]; categoryLabels: string[] } {
  const outline = { docIds: [] as string[], categoryLabels: [] as string[] };
  const visit = (items: Site['sidebars'][number]['items']): void => {
    for (const item of items) {
      if (item.type === 'doc') outline.docIds.push(item.id);
      if (item.type === 'category') {
        outline.categoryLabels.push(item.label);
        if (item.link?.id !== undefined) outline.docIds.push(item.link.id);
        visit(item.items);
      }
    }
  };
  visit(site.sidebars[0]?.items ?? []);
  return outline;
}

function sidebarLabels(site: Site): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (items: Site['sidebars'][number]['items']): void => {
    for (const item of items) {
      if (item.type === 'doc' && !labels.has(item.id)) labels.set(item.id, item.label);
      if (item.type === 'category') visit(item.items);
    }
  };
  for (const sidebar of site.sidebars) visit(sidebar.items);
  return labels;
}

function builtDoc(doc: DocHeader, labels: ReadonlyMap<string, string>): BuiltDoc {
  const label = labels.get(doc.id);
  return {
    id: doc.id,
    permalink: doc.route,
    title: doc.title,
    file: doc.source.path,
    ...(label === undefined ? {} : { sidebarLabel: label }),
  };
}

/**
 * Every doc and blog post of the default locale's doc sets (one per version), keyed by the file Docusaurus names
 * (a translation is keyed by the file it translates).
 */
export function builtEntries(sites: readonly Site[]): { docs: Map<string, BuiltDoc>; posts: Map<string, BuiltDoc> } {
  const docs = new Map<string, BuiltDoc>();
  const posts = new Map<string, BuiltDoc>();
  for (const site of sites) {
    const labels = sidebarLabels(site);
    for (const doc of site.docs) docs.set(doc.source.path, builtDoc(doc, labels));
    for (const blog of site.blogs) for (const post of blog.posts) posts.set(post.source.path, builtDoc(post, labels));
  }
  return { docs, posts };
}
