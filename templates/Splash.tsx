import type { Hero } from '../src/core/model.js';
import type { DocPageProps } from './context.js';
import { docHead } from './doc-head.js';
import { HeroSearch } from './HeroSearch.js';

/** A hero's link: an address as written, a path inside the site under the base (`/start/` → `/docs/start/`). */
function actionHref(base: string, link: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('#') ? link : `${base}${link.replace(/^\/+/, '')}`;
}

/**
 * `template: splash`: a landing page. The hero (title, tagline, image for each colour mode, up to three
 * actions, `hero.search`: the navbar's search box, bigger), then the doc's body full width (a card grid,
 * say); no sidebar, table of contents or pagination. Nothing here needs JavaScript: without it the
 * search box is a GET form to the search page.
 */
export function Splash({ ctx, doc, nav, stylesheets }: Pick<DocPageProps, 'ctx' | 'doc' | 'nav' | 'stylesheets'>) {
  const { Layout, Sidebar } = ctx.theme;
  const { base } = ctx.config;
  const hero: Hero = doc.frontMatter.hero ?? { actions: [] };
  const image = hero.image;
  const src = (file: string) => `${base}${file.replace(/^\/+/, '')}`;
  return (
    <Layout
      ctx={ctx}
      head={docHead(doc, stylesheets, undefined, false, ctx.config.descriptions)}
      drawer={nav?.sidebar ? <Sidebar sidebar={nav.sidebar} route={doc.route} ctx={ctx} /> : null}
    >
      <main id="main" className="splash" tabIndex={-1}>
        <header className={`hero${image ? ' has-image' : ''}`}>
          <div className="hero-text">
            <h1>{hero.title ?? doc.title}</h1>
            {hero.tagline ? <p className="hero-tagline">{hero.tagline}</p> : null}
            {hero.search ? <HeroSearch ctx={ctx} /> : null}
            {hero.actions.length > 0 ? (
              <p className="hero-actions">
                {hero.actions.map((action) => (
                  <a
                    key={`${action.text}${action.link}`}
                    className={`button hero-action hero-action-${action.variant}`}
                    href={actionHref(base, action.link)}
                  >
                    {action.text}
                  </a>
                ))}
              </p>
            ) : null}
          </div>
          {image ? (
            <div className="hero-image">
              <img className={image.dark ? 'hero-image-light' : undefined} src={src(image.light)} alt={image.alt} />
              {/* Lazy: a hidden image is not fetched, so light mode never loads the dark one. */}
              {image.dark ? (
                <img className="hero-image-dark" src={src(image.dark)} alt={image.alt} loading="lazy" />
              ) : null}
            </div>
          ) : null}
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the doc HTML was sanitized (src/parse) */}
        <div className="markdown splash-body" dangerouslySetInnerHTML={{ __html: doc.html }} />
      </main>
    </Layout>
  );
}
