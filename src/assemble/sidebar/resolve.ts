import { didYouMean } from '../../core/diagnostics.js';
import type { Diagnostic, DocHeader, Sidebar, SidebarItem } from '../../core/model.js';
import { checkJsonSource, SIDEBARS_FILE, type JsonSource } from '../../load/json-source.js';
import { sidebarsSchema, type RawSidebarItem } from './schema.js';

export { SIDEBARS_FILE };

export interface SidebarResult {
  sidebars: Sidebar[];
  diagnostics: Diagnostic[];
}

/** sidebars.json → resolved trees with labels and routes; unknown or repeated ids are errors. */
export function resolveSidebars(source: JsonSource | undefined, docsById: ReadonlyMap<string, DocHeader>): SidebarResult {
  if (!source) return { sidebars: [], diagnostics: [] };
  const { data, diagnostics, error } = checkJsonSource(source, SIDEBARS_FILE, sidebarsSchema, 'sidebar');
  if (!data) return { sidebars: [], diagnostics };
  const seen = new Map<string, string>();
  const useDoc = (id: string, path: Array<string | number>): DocHeader | undefined => {
    const doc = docsById.get(id);
    if (!doc) {
      error(path, `Sidebar item "${id}" is not a doc`, 'sidebar-unknown-doc', didYouMean(id, docsById.keys()));
      return undefined;
    }
    const previous = seen.get(id);
    if (previous !== undefined) {
      error(path, `Doc "${id}" appears twice in the sidebars (also in ${previous})`, 'sidebar-duplicate-doc');
      return undefined;
    }
    seen.set(id, String(path[0]));
    return doc;
  };
  const resolveItems = (items: RawSidebarItem[], path: Array<string | number>): SidebarItem[] =>
    items.flatMap((item, index): SidebarItem[] => {
      const itemPath = [...path, index];
      if (typeof item === 'string' || item.type === 'doc') {
        const id = typeof item === 'string' ? item : item.id;
        const doc = useDoc(id, typeof item === 'string' ? itemPath : [...itemPath, 'id']);
        if (!doc) return [];
        const label = (typeof item === 'string' ? undefined : item.label) ?? doc.frontMatter.sidebar_label ?? doc.title;
        return [{ type: 'doc', id, label, route: doc.route }];
      }
      if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
      const linkDoc = item.link ? useDoc(item.link.id, [...itemPath, 'link', 'id']) : undefined;
      return [
        {
          type: 'category',
          label: item.label,
          collapsed: item.collapsed ?? true,
          ...(linkDoc ? { link: { id: linkDoc.id, route: linkDoc.route } } : {}),
          items: resolveItems(item.items, [...itemPath, 'items']),
        },
      ];
    });
  const sidebars = Object.entries(data).map(([name, items]) => ({ name, items: resolveItems(items, [name]) }));
  return { sidebars, diagnostics };
}
