import type { PageContext } from './context.js';
import { HeroSearch } from './HeroSearch.js';

/**
 * The home of a site whose docs live under their own path (`routeBasePath`) and that has no home page
 * helpdocs can draw (a Docusaurus site's React `src/pages/index.js`): the title, the tagline, the search
 * box and a way into the docs, in the splash page's hero, so the logo and every link to `/` lead somewhere.
 */
export function SiteHome({
  ctx,
  route,
  start,
}: {
  ctx: PageContext;
  route: string;
  start: { label: string; route: string };
}) {
  const { Layout } = ctx.theme;
  const { title, tagline } = ctx.config;
  return (
    <Layout ctx={ctx} head={{ title, description: tagline || undefined, route }}>
      <main id="main" className="splash" tabIndex={-1}>
        <header className="hero">
          <div className="hero-text">
            <h1>{title}</h1>
            {tagline ? <p className="hero-tagline">{tagline}</p> : null}
            <HeroSearch ctx={ctx} />
            <p className="hero-actions">
              <a className="button hero-action hero-action-primary" href={start.route}>
                {start.label}
              </a>
            </p>
          </div>
        </header>
      </main>
    </Layout>
  );
}
