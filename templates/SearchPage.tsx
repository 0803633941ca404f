import { Island } from '../src/render/island.js';
import { searchManifestUrl } from '../src/core/search-routes.js';
import type { SidebarTopPages } from '../src/assemble/top-pages.js';
import type { PageContext } from './context.js';
import { EARLY_RESULTS } from '../src/client/search/early-results.js';
import { searchStrings } from './islands/SearchHits.js';
import { stayInPlace } from './stay-in-place.js';

/**
 * A first query needs the page's script, the engine and the manifest: named in the head, they all
 * download while the page is parsed, none waiting for another or for the entry (after first paint).
 */
function FirstQueryHead({ ctx, manifest }: { ctx: PageContext; manifest: string }) {
  const start = ctx.assets.searchPage;
  if (!start) return null;
  return (
    <>
      <link rel="modulepreload" href={start.script} />
      <link rel="preload" href={manifest} as="fetch" crossOrigin="anonymous" />
      {start.preload.map((url) => (
        <link key={url} rel="modulepreload" href={url} />
      ))}
      {/*
        onLoad keeps React from hoisting an async script above the CSP meta, which must come first
        (nothing of it is rendered).
      */}
      <script type="module" async src={start.script} onLoad={stayInPlace} />
    </>
  );
}

/**
 * The search page (`/manual/busca/?q=…`): the full result list, filled in the browser; without JavaScript, where to
 * start instead.
 */
export function SearchPage({ ctx, route, topPages }: { ctx: PageContext; route: string; topPages: SidebarTopPages[] }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  const manifest = searchManifestUrl(ctx.versions?.searchBase ?? ctx.config.base);
  // A group is named after the navbar link into its sidebar ("Manual do usuário", "Ajuda"…), when there is one.
  const titleOf = (group: SidebarTopPages) =>
    ctx.config.navbar.items.find((item) => item.href === undefined && group.routes.includes(ctx.resolveLink(item)))
      ?.label;
  return (
    <Layout
      ctx={ctx}
      head={{ title: t('search.label'), route, noindex: true, extra: <FirstQueryHead ctx={ctx} manifest={manifest} /> }}
    >
      <main id="main" className="simple-page search-page" tabIndex={-1}>
        <h1>{t('search.placeholder')}</h1>
        <Island
          name="search-page"
          eager
          eagerAfter={`.${EARLY_RESULTS}[data-busy]`}
          props={{ manifest, strings: searchStrings(t) }}
        />
        {/* Filled by the page's own script before React arrives; the island removes it when it takes over. */}
        <div className={EARLY_RESULTS} />
        <noscript>
          <p className="search-needs-js">{t('search.needsJavaScript')}</p>
          {topPages.map((group, i) => {
            const title = titleOf(group);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered; labels alone may repeat
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
