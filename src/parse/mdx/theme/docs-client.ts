// `@docusaurus/plugin-content-docs/client` as a doc's components read it while helpdocs draws the doc: the doc, its
// sidebar and its doc set in Docusaurus's shapes (plugin-content-docs props.ts), and the helpers that walk them
// (client/docsUtils.js). The location is the doc's own page. What needs every version's global data (useVersions,
// useActivePlugin…) is not known here: those hooks throw, and the doc's render error names them.
import { createContext, useContext, type ReactNode } from 'react';

type CustomProps = Record<string, unknown>;

export interface PropSidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  customProps?: CustomProps;
}

export interface PropSidebarCategory {
  type: 'category';
  label: string;
  items: PropSidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  href?: string;
  description?: string;
  customProps?: CustomProps;
}

export type PropSidebarItem = PropSidebarLink | PropSidebarCategory;

/** A doc of the set as `useDocsVersion().docs` lists it. */
export interface PropVersionDoc {
  id: string;
  title: string;
  description?: string | undefined;
  sidebar?: string | undefined;
}

export interface DocsClient {
  doc: {
    id: string;
    title: string;
    description?: string | undefined;
    permalink: string;
    frontMatter: Record<string, unknown>;
    sidebar?: string | undefined;
  };
  sidebar?: { name: string; items: PropSidebarItem[] } | undefined;
  version: {
    docsSidebars: Record<string, PropSidebarItem[]>;
    docs: Record<string, PropVersionDoc>;
  };
}

/** What the hooks answer, made when one asks: most docs that import a component never do. */
export const DocsClientContext = createContext<(() => DocsClient | undefined) | undefined>(undefined);

function useDocsClient(hook: string): DocsClient {
  const client = useContext(DocsClientContext)?.();
  // Docusaurus's own words when a hook runs outside its provider (ReactContextError).
  if (!client) throw new Error(`Hook ${hook} is called outside the <DocProvider>.`);
  return client;
}

/** Docusaurus's isSamePath: a trailing slash and letter case do not tell two paths apart. */
function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normal = (path: string | undefined) => (path && !path.endsWith('/') ? `${path}/` : path)?.toLowerCase();
  return normal(a) === normal(b);
}

export function findSidebarCategory(
  items: readonly PropSidebarItem[],
  predicate: (category: PropSidebarCategory) => boolean,
): PropSidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  for (const inner of item.items) {
    const link = findFirstSidebarItemLink(inner);
    if (link) return link;
  }
  return undefined;
}

export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, activePath);
  if (item.type === 'category')
    return isSamePath(item.href, activePath) || item.items.some((inner) => isActiveSidebarItem(inner, activePath));
  return false;
}

export function isVisibleSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'category')
    return (
      isActiveSidebarItem(item, activePath) ||
      item.href !== undefined ||
      item.items.some((inner) => isVisibleSidebarItem(inner, activePath))
    );
  if (item.type === 'link') return !item.unlisted || isActiveSidebarItem(item, activePath);
  return true;
}

export const useVisibleSidebarItems = (items: readonly PropSidebarItem[], activePath: string) =>
  items.filter((item) => isVisibleSidebarItem(item, activePath));

export const filterDocCardListItems = (items: readonly PropSidebarItem[]) =>
  items.filter((item) => findFirstSidebarItemLink(item) !== undefined);

/** The categories (and, unless `onlyCategories`, the doc) on the way to `pathname`, outermost first. */
function sidebarBreadcrumbs(items: readonly PropSidebarItem[], pathname: string, onlyCategories: boolean) {
  const crumbs: PropSidebarItem[] = [];
  const extract = (list: readonly PropSidebarItem[]): boolean => {
    for (const item of list) {
      if (item.type === 'category' && (isSamePath(item.href, pathname) || extract(item.items))) {
        crumbs.unshift(item);
        return true;
      }
      if (item.type === 'link' && item.docId && isSamePath(item.href, pathname)) {
        if (!onlyCategories) crumbs.unshift(item);
        return true;
      }
    }
    return false;
  };
  extract(items);
  return crumbs;
}

export function useDoc() {
  const { doc } = useDocsClient('useDoc');
  return { metadata: doc, frontMatter: doc.frontMatter, contentTitle: undefined, toc: [], assets: {} };
}

export function useDocsSidebar() {
  return useContext(DocsClientContext)?.()?.sidebar ?? null;
}

export function useDocsVersion() {
  return useDocsClient('useDocsVersion').version;
}

export function useDocById(id: string | undefined): PropVersionDoc | undefined {
  const { docs } = useDocsVersion();
  if (!id) return undefined;
  const doc = docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

export function useSidebarBreadcrumbs(): PropSidebarItem[] | null {
  const client = useContext(DocsClientContext)?.();
  return client?.sidebar ? sidebarBreadcrumbs(client.sidebar.items, client.doc.permalink, false) : null;
}

/** The innermost category on the way to the doc; undefined outside a doc or a category. */
function currentCategory(client: DocsClient | undefined): PropSidebarCategory | undefined {
  const deepest = client?.sidebar && sidebarBreadcrumbs(client.sidebar.items, client.doc.permalink, true).at(-1);
  return deepest?.type === 'category' ? deepest : undefined;
}

export function useCurrentSidebarCategory(): PropSidebarCategory {
  const client = useDocsClient('useCurrentSidebarCategory');
  if (!client.sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const category = currentCategory(client);
  if (!category)
    throw new Error(
      `${client.doc.permalink} is not associated with a category. useCurrentSidebarCategory() should only be used ` +
        'on category index pages.',
    );
  return category;
}

/**
 * theme-common's useCurrentSidebarCategory (Docusaurus 2's place for it): the category when there is one, else an
 * empty one where Docusaurus would throw, so a component shared by every page still draws.
 */
export function useCurrentSidebarCategoryOrEmpty(): PropSidebarCategory {
  return (
    currentCategory(useContext(DocsClientContext)?.()) ?? {
      type: 'category',
      label: '',
      items: [],
      customProps: {},
      collapsed: false,
      collapsible: true,
    }
  );
}

export function useCurrentSidebarSiblings(): PropSidebarItem[] {
  const client = useDocsClient('useCurrentSidebarSiblings');
  if (!client.sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  return currentCategory(client)?.items ?? client.sidebar.items;
}

/** No reader's choice of version exists on a static page. */
export const useDocsPreferredVersion = () => ({ preferredVersion: null, savePreferredVersionName: () => {} });

const Children = ({ children }: { children?: ReactNode }) => children ?? null;

const unknownHere = (hook: string) => () => {
  throw new Error(
    `${hook}() of @docusaurus/plugin-content-docs/client reads every version's data, which helpdocs does not give`,
  );
};

/** The module as a doc's imports see it. */
export const docsClientModule = {
  useDoc,
  useDocsSidebar,
  useDocsVersion,
  useDocById,
  useSidebarBreadcrumbs,
  useCurrentSidebarCategory,
  useCurrentSidebarSiblings,
  useDocsPreferredVersion,
  useVisibleSidebarItems,
  findSidebarCategory,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  filterDocCardListItems,
  DocProvider: Children,
  DocsSidebarProvider: Children,
  DocsVersionProvider: Children,
  useAllDocsData: unknownHere('useAllDocsData'),
  useDocsData: unknownHere('useDocsData'),
  useActivePlugin: unknownHere('useActivePlugin'),
  useActivePluginAndVersion: unknownHere('useActivePluginAndVersion'),
  useVersions: unknownHere('useVersions'),
  useLatestVersion: unknownHere('useLatestVersion'),
  useActiveVersion: unknownHere('useActiveVersion'),
  useActiveDocContext: unknownHere('useActiveDocContext'),
  useDocVersionSuggestions: unknownHere('useDocVersionSuggestions'),
};
