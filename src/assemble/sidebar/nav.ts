import type { Crumb, Diagnostic, DocHeader, PageNav, Sidebar, SidebarItem } from '../../core/model.js';
import { didYouMean } from '../../core/diagnostics.js';
import { findFrontMatterKey } from '../../load/frontmatter.js';

/** A doc, or a category's generated index (`index`: its route and label), where the reader passes it. */
interface Entry {
  id: string;
  index?: { route: string; label: string };
  /** A doc item's label in the sidebar (its sidebar_label, the sidebars file's label, or its title). */
  label?: string;
  /** A category's own doc: the category stands for it in the breadcrumbs, as Docusaurus's do. */
  category?: string;
  trail: Crumb[];
}

/**
 * A doc as its neighbours' previous/next links name it: Docusaurus's toDocNavigationLink,
 * `pagination_label`, then its label in the sidebar (a doc item's), then its title.
 */
const linkTo = (doc: DocHeader, itemLabel?: string) => ({
  title: doc.frontMatter.pagination_label ?? doc.frontMatter.sidebar_label ?? itemLabel ?? doc.title,
  route: doc.route,
});

/**
 * Pages in reading order (a category's own page before its items) with the categories above each. A
 * generated index is keyed by its route: routes start with `/`, doc ids never do.
 */
function flatten(items: readonly SidebarItem[], trail: Crumb[], out: Entry[]): void {
  for (const item of items) {
    if (item.type === 'doc') out.push({ id: item.id, label: item.label, trail });
    if (item.type !== 'category') continue;
    const crumb: Crumb = item.link ? { label: item.label, route: item.link.route } : { label: item.label };
    if (item.link?.id !== undefined) out.push({ id: item.link.id, category: item.label, trail });
    else if (item.link) out.push({ id: item.link.route, index: { route: item.link.route, label: item.label }, trail });
    flatten(item.items, [...trail, crumb], out);
  }
}

/**
 * Breadcrumbs and previous/next from the sidebar trees, by doc id, and by route for a generated index
 * (previous/next pass through it, as in Docusaurus); unlisted docs are skipped by previous/next.
 */
export function buildNav(
  sidebars: readonly Sidebar[],
  docsById: ReadonlyMap<string, DocHeader>,
  homeLabel: string,
  homeRoute: string,
  /** Whether a doc item's label in the sidebar names it there (Docusaurus 3.3 and later). */
  itemLabels = true,
): Map<string, PageNav> {
  const nav = new Map<string, PageNav>();
  const home: Crumb = { label: homeLabel, route: homeRoute };
  for (const sidebar of sidebars) {
    const entries: Entry[] = [];
    flatten(sidebar.items, [], entries);
    const listed = entries.filter((e) => !docsById.get(e.id)?.frontMatter.unlisted);
    // A doc listed twice: its first place (Docusaurus's rule), in this sidebar and across sidebars.
    const listedIndex = new Map<string, number>();
    listed.forEach((entry, i) => {
      if (!listedIndex.has(entry.id)) listedIndex.set(entry.id, i);
    });
    const neighbour = (at: number) => {
      const entry = at >= 0 ? listed[at] : undefined;
      if (entry?.index) return { title: entry.index.label, route: entry.index.route };
      const other = docsById.get(entry?.id ?? '');
      return other ? linkTo(other, itemLabels ? entry?.label : undefined) : undefined;
    };
    for (const entry of entries) {
      if (nav.has(entry.id)) continue;
      if (entry.index) {
        const at = listedIndex.get(entry.id) ?? -1;
        const [previous, next] = [neighbour(at - 1), neighbour(at + 1)];
        nav.set(entry.id, {
          sidebar,
          breadcrumbs: [home, ...entry.trail, { label: entry.index.label }],
          ...(previous ? { previous } : {}),
          ...(next ? { next } : {}),
        });
        continue;
      }
      const doc = docsById.get(entry.id);
      if (!doc) continue;
      const index = listedIndex.get(entry.id) ?? -1;
      const chosen = (id: string | null | undefined, fallback: () => PageNav['next']) => {
        if (id === undefined) return fallback();
        const other = id === null ? undefined : docsById.get(id);
        return other ? linkTo(other) : undefined;
      };
      // Front matter pagination_prev/next name another doc, or null for none (checked in pageLinkProblems).
      const previous = chosen(doc.frontMatter.pagination_prev, () => (index > 0 ? neighbour(index - 1) : undefined));
      const next = chosen(doc.frontMatter.pagination_next, () => (index >= 0 ? neighbour(index + 1) : undefined));
      // A category's own doc does not repeat itself as the last crumb.
      const trail = entry.trail.filter((crumb) => crumb.route !== doc.route);
      nav.set(entry.id, {
        sidebar,
        breadcrumbs: [
          home,
          ...trail,
          { label: entry.category ?? entry.label ?? doc.frontMatter.sidebar_label ?? doc.title },
        ],
        ...(previous ? { previous } : {}),
        ...(next ? { next } : {}),
      });
    }
  }
  return nav;
}

/** `pagination_prev`/`pagination_next` and `displayed_sidebar` that name no doc or sidebar, at their line. */
export function pageLinkProblems(
  docs: readonly DocHeader[],
  docsById: ReadonlyMap<string, DocHeader>,
  sidebars: readonly Sidebar[],
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const doc of docs) {
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const id = doc.frontMatter[key];
      if (typeof id !== 'string' || docsById.has(id)) continue;
      problems.push({
        severity: 'error',
        file: doc.source.path,
        ...findFrontMatterKey(doc.source.text, key),
        message: `${key} "${id}" is not a doc`,
        ruleId: 'pagination-unknown-doc',
        ...hintOf(didYouMean(id, docsById.keys())),
      });
    }
    const sidebar = doc.frontMatter.displayed_sidebar;
    if (typeof sidebar === 'string' && !sidebars.some((known) => known.name === sidebar))
      problems.push({
        severity: 'error',
        file: doc.source.path,
        ...findFrontMatterKey(doc.source.text, 'displayed_sidebar'),
        message: `displayed_sidebar "${sidebar}" is not a sidebar of sidebars.json`,
        ruleId: 'sidebar-unknown',
        ...hintOf(
          didYouMean(
            sidebar,
            sidebars.map((known) => known.name),
          ),
        ),
      });
  }
  return problems;
}

const hintOf = (hint: string | undefined) => (hint ? { hint } : {});
