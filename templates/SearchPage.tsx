import { Island } from '../src/render/island.js';
import { searchManifestUrl } from '../src/core/search-routes.js';
import type { SidebarTopPages } from '../src/assemble/top-pages.js';
import type { PageContext } from './context.js';
import { searchStrings } from './islands/SearchHits.js';

/** /busca/?q=…: the full result list, filled in the browser; without JavaScript, where to start instead. */
export function SearchPage({ ctx, route, topPages }: { ctx: PageContext; route: string; topPages: SidebarTopPages[] }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  // A group is named after the navbar link into its sidebar ("Manual do usuário", "Ajuda"…), when there is one.
  const titleOf = (group: SidebarTopPages) => ctx.config.navbar.items.find((item) => item.href === undefined && group.routes.includes(ctx.resolveLink(item)))?.label;
  return (
    <Layout ctx={ctx} head={{ title: t('search.label'), route, noindex: true }}>
      <main id="main" className="simple-page search-page" tabIndex={-1}>
        <h1>{t('search.placeholder')}</h1>
        <Island name="search-page" eager props={{ manifest: searchManifestUrl(ctx.config.base), strings: searchStrings(t) }} />
        <noscript>
          <p className="search-needs-js">{t('search.needsJavaScript')}</p>
          {topPages.map((group, i) => {
            const title = titleOf(group);
            return (
              <section key={i} className="search-top-pages">
                {title ? <h2>{title}</h2> : null}
                <ul>
                  {group.pages.map((page) => (
                    <li key={page.route}>
                      <a href={page.route}>{page.label}</a>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </noscript>
      </main>
    </Layout>
  );
}
