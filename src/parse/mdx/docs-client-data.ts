// What `@docusaurus/plugin-content-docs/client` answers a doc's components (theme/docs-client.ts), from the doc set's
// sidebars and docs, in the shapes Docusaurus gives its theme (plugin-content-docs props.ts toSidebarsProp,
// toVersionMetadataProp). Made once a doc set, when a doc first asks.
import type { DocHeader, Sidebar, SidebarItem } from '../../core/model.js';
import { docIdFromPath } from '../../core/routes.js';
import { docDescription } from '../../load/doc-description.js';
import type { DocsClient, PropSidebarItem, PropVersionDoc } from './theme/docs-client.js';

function propItem(item: SidebarItem, docsById: ReadonlyMap<string, DocHeader>): PropSidebarItem {
  const customProps = item.customProps ? { customProps: item.customProps } : {};
  if (item.type === 'link') return { type: 'link', label: item.label, href: item.href, ...customProps };
  if (item.type === 'doc') {
    const unlisted = docsById.get(item.id)?.frontMatter.unlisted === true;
    return { type: 'link', label: item.label, href: item.route, docId: item.id, unlisted, ...customProps };
  }
  return {
    type: 'category',
    label: item.label,
    items: item.items.map((inner) => propItem(inner, docsById)),
    collapsed: item.collapsed,
    collapsible: true,
    ...(item.link ? { href: item.link.route } : {}),
    ...(item.description !== undefined ? { description: item.description } : {}),
    ...customProps,
  };
}

/** The sidebar a doc belongs to: the first that lists it, as a doc or as a category's page. */
function sidebarsByDoc(sidebars: readonly Sidebar[]): Map<string, string> {
  const byDoc = new Map<string, string>();
  const walk = (name: string, items: readonly SidebarItem[]) => {
    for (const item of items) {
      const id = item.type === 'doc' ? item.id : item.type === 'category' ? item.link?.id : undefined;
      if (id !== undefined && !byDoc.has(id)) byDoc.set(id, name);
      if (item.type === 'category') walk(name, item.items);
    }
  };
  for (const sidebar of sidebars) walk(sidebar.name, sidebar.items);
  return byDoc;
}

/** A doc's descriptions are read when a component reads them: one may take the start of its text. */
function versionDocs(docs: Iterable<DocHeader>, sidebarOf: ReadonlyMap<string, string>) {
  const listed: Record<string, PropVersionDoc> = {};
  for (const doc of docs) {
    const entry = { id: doc.id, title: doc.title, sidebar: sidebarOf.get(doc.id) } as PropVersionDoc;
    Object.defineProperty(entry, 'description', { enumerable: true, get: () => docDescription(doc) });
    listed[doc.id] = entry;
  }
  return listed;
}

export function docsClientFor(
  sidebars: readonly Sidebar[],
  docsById: ReadonlyMap<string, DocHeader>,
): (contentPath: string) => DocsClient | undefined {
  let made:
    | { version: DocsClient['version']; sidebarOf: Map<string, string>; byPath: Map<string, DocHeader> }
    | undefined;
  const set = () => {
    if (made) return made;
    const sidebarOf = sidebarsByDoc(sidebars);
    const docsSidebars = Object.fromEntries(
      sidebars.map((sidebar) => [sidebar.name, sidebar.items.map((item) => propItem(item, docsById))]),
    );
    const docs = versionDocs(docsById.values(), sidebarOf);
    const byPath = new Map([...docsById.values()].map((doc) => [doc.source.contentPath, doc]));
    made = { version: { docsSidebars, docs }, sidebarOf, byPath };
    return made;
  };
  return (contentPath) => {
    const { version, sidebarOf, byPath } = set();
    const doc = byPath.get(contentPath) ?? docsById.get(docIdFromPath(contentPath));
    if (!doc) return undefined;
    const sidebar = sidebarOf.get(doc.id);
    const items = sidebar === undefined ? undefined : version.docsSidebars[sidebar];
    return {
      doc: {
        id: doc.id,
        title: doc.title,
        description: docDescription(doc),
        permalink: doc.route,
        frontMatter: { ...doc.frontMatter },
        sidebar,
      },
      sidebar: items && sidebar !== undefined ? { name: sidebar, items } : undefined,
      version,
    };
  };
}
