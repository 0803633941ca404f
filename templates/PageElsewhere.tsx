import type { PageContext } from './context.js';

/**
 * A page another program serves at the site's url (config `pagesElsewhere`: a Docusaurus site's React
 * pages): a link, not a redirect, so a site whose url is this one cannot send readers in a loop.
 */
export function PageElsewhere({ ctx, route }: { ctx: PageContext; route: string }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  const there = new URL(route, ctx.config.url).href;
  return (
    <Layout ctx={ctx} head={{ title: t('elsewhere.title'), description: t('elsewhere.body'), route, noindex: true }}>
      <main id="main" className="simple-page" tabIndex={-1}>
        <h1>{t('elsewhere.title')}</h1>
        <p>{t('elsewhere.body')}</p>
        <p>
          <a href={there}>{there}</a>
        </p>
      </main>
    </Layout>
  );
}
