import { Island } from '../src/render/island.js';
import { searchManifestUrl } from '../src/search/routes.js';
import type { TopPage } from '../src/search/top-pages.js';
import type { PageContext } from './context.js';
import { searchStrings } from './islands/SearchHits.js';
import { Layout } from './Layout.js';

/** /busca/?q=…: the full result list, filled in the browser; without JavaScript, where to start instead. */
export function SearchPage({ ctx, route, topPages }: { ctx: PageContext; route: string; topPages: TopPage[][] }) {
  const t = ctx.strings.t;
  return (
    <Layout ctx={ctx} head={{ title: t('search.label'), route, noindex: true }}>
      <main id="main" className="simple-page search-page" tabIndex={-1}>
        <h1>{t('search.placeholder')}</h1>
        <Island name="search-page" eager props={{ manifest: searchManifestUrl(ctx.config.base), strings: searchStrings(t) }} />
        <noscript>
          <p className="search-needs-js">{t('search.needsJavaScript')}</p>
          {topPages.map((pages, i) => (
            <ul key={i} className="search-top-pages">
              {pages.map((page) => (
                <li key={page.route}>
                  <a href={page.route}>{page.label}</a>
                </li>
              ))}
            </ul>
          ))}
        </noscript>
      </main>
    </Layout>
  );
}
