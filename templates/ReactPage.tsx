import type { PageContext } from './context.js';

export interface ReactPageProps {
  ctx: PageContext;
  /** None for the 404 page, which servers return for any path. */
  route?: string | undefined;
  /** The page's content, drawn from the site's own React (src/parse/react-page/). */
  html: string;
  title?: string | undefined;
  /** The title comes from the page's own `<Head>`: shown as it is. */
  wholeTitle?: boolean | undefined;
  titleTemplate?: string | undefined;
  description?: string | undefined;
  noFooter?: boolean | undefined;
  stylesheet: string;
  /** Infima's classes, which the site's own CSS overrides. */
  infimaStylesheet: string;
}

/** A React page of the site's own (Docusaurus's `src/pages`), inside the site's navbar and footer. */
export function ReactPage(props: ReactPageProps) {
  const { ctx, route, html, title, wholeTitle, titleTemplate, description, noFooter, stylesheet, infimaStylesheet } =
    props;
  const { Layout } = ctx.theme;
  const home = route === ctx.config.base;
  return (
    <Layout
      ctx={ctx}
      head={{
        title: title ?? ctx.config.title,
        wholeTitle: title !== undefined && wholeTitle,
        titleTemplate,
        description: description ?? (home ? ctx.config.tagline || undefined : undefined),
        route,
        baseStylesheets: [infimaStylesheet],
        stylesheets: [stylesheet],
      }}
      noFooter={noFooter}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own page, drawn at build time */}
      <div className="react-page" dangerouslySetInnerHTML={{ __html: html }} />
    </Layout>
  );
}
