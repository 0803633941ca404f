// Which page of a corpus is weighed: a deep doc of the user manual, the kind of page most readers open.
import { routeOf } from '../corpus/placement.js';
import type { SidebarItem, Sidebars } from '../corpus/sidebars.js';

/** The help centre's "Curva ABC de clientes", four folders deep in the biggest sidebar. */
export const helpCentreWeighedDoc = 'usuario/modulos/clientes/classificacao/curva-abc';

function firstDocAtDepth(items: readonly SidebarItem[], depth: number): string | undefined {
  for (const item of items) {
    if (typeof item === 'string') {
      if (depth <= 0) return item;
      continue;
    }
    const found = firstDocAtDepth(item.items, depth - 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function weighedDocId(pages: number, sidebars: Sidebars): string {
  if (pages === 93) return helpCentreWeighedDoc;
  const manual = sidebars.usuarioSidebar ?? [];
  const id = firstDocAtDepth(manual, 2) ?? firstDocAtDepth(manual, 1) ?? firstDocAtDepth(manual, 0);
  if (id === undefined) throw new Error('usuarioSidebar has no doc to weigh');
  return id;
}

/** URL path of a doc under the site base `/manual/`. */
export function docUrl(id: string): string {
  const route = routeOf(id);
  return route === '' ? '/manual/' : `/manual/${route}/`;
}
