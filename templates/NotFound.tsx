import type { PageContext } from './context.js';

export function NotFound({ ctx }: { ctx: PageContext }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  return (
    // No noindex: every host answers unknown paths with this page and status 404, which search engines
    // never index; a noindex would only make the page itself fail crawlability checks.
    <Layout ctx={ctx} head={{ title: t('notFound.title'), description: t('notFound.body') }}>
      <main id="main" className="simple-page" tabIndex={-1}>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <p>{t('notFound.hint')}</p>
      </main>
    </Layout>
  );
}
