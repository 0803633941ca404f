import type { CategoryIndexPage } from '../src/core/model.js';
import type { PageContext } from './context.js';
import { docSidebar } from './DocSidebar.js';
import { DocCards } from '../src/parse/mdx/theme/DocCardList.js';
import { VersionBadge, VersionBanner } from './VersionBanner.js';

/** One card of a generated index: an item of the category. */
export interface IndexCard {
  title: string;
  route: string;
  description?: string | undefined;
}

/**
 * A category's generated index (Docusaurus `link: { type: 'generated-index' }`): its title and
 * description, then a card for each item of the category, in the sidebar's order, beside that sidebar;
 * previous/next as on a doc page.
 */
export function CategoryIndex({
  ctx,
  page,
  cards,
}: {
  ctx: PageContext;
  page: CategoryIndexPage;
  cards: readonly IndexCard[];
}) {
  const { Breadcrumbs, Layout, Pagination } = ctx.theme;
  const sidebar = docSidebar(page.sidebar, page.route, ctx);
  const { index } = page;
  return (
    <Layout
      ctx={ctx}
      head={{
        title: index.title,
        description: index.description,
        keywords: index.keywords,
        route: page.route,
        noindex: ctx.versions?.current.noIndex === true,
      }}
      drawer={sidebar.drawer}
    >
      <div className="doc-layout has-sidebar">
        {sidebar.aside}
        <main id="main" className="doc-main" tabIndex={-1}>
          {/* A page of its version, as a doc is (Docusaurus's generated index shows both). */}
          <VersionBanner ctx={ctx} route={page.route} />
          {ctx.config.breadcrumbs ? <Breadcrumbs crumbs={page.breadcrumbs} ctx={ctx} /> : null}
          <VersionBadge ctx={ctx} />
          <article className="doc category-index">
            <header>
              <h1>{index.title}</h1>
              {index.description ? <p className="category-index-description">{index.description}</p> : null}
            </header>
            <DocCards cards={cards} />
          </article>
          <Pagination nav={page} ctx={ctx} />
        </main>
      </div>
    </Layout>
  );
}
