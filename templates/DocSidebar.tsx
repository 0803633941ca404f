import type { ReactNode } from 'react';
import type { Sidebar as SidebarModel } from '../src/core/model.js';
import { isLazySidebar } from '../src/render/sidebar-data.js';
import type { PageContext } from './context.js';

/**
 * A page's sidebar, in its aside (above 996 px) and in the navbar's drawer (below). A small sidebar
 * is written in both. A large one is written once, in the aside: the drawer holds an empty slot the
 * browser moves it into on a narrow screen (src/client/drawer.ts), and without JavaScript a narrow
 * screen shows the aside after the text. Its second copy was a third of such a page's bytes.
 */
export function docSidebar(
  sidebar: SidebarModel | undefined,
  route: string,
  ctx: PageContext,
): { drawer: ReactNode; aside: ReactNode } {
  if (!sidebar) return { drawer: null, aside: null };
  const { Sidebar } = ctx.theme;
  const nav = <Sidebar sidebar={sidebar} route={route} ctx={ctx} />;
  const once = isLazySidebar(sidebar);
  return {
    drawer: once ? <div className="drawer-sidebar" /> : nav,
    aside: (
      <aside
        className={once ? 'doc-sidebar doc-sidebar-once' : 'doc-sidebar'}
        aria-label={ctx.strings.t('nav.sidebar')}
      >
        {nav}
      </aside>
    ),
  };
}
