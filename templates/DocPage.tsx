import type { DocPageProps } from './context.js';
import { docHead } from './doc-head.js';
import { DocNotices } from './DocNotices.js';
import { docSidebar } from './DocSidebar.js';
import { Splash } from './Splash.js';
import { VersionBadge, VersionBanner } from './VersionBanner.js';

/** The headings the table of contents lists: the site's levels (h2–h3 unless set), or the doc's own. */
function tocHeadings(doc: DocPageProps['doc'], site: DocPageProps['ctx']['config']['tableOfContents']) {
  // A doc whose min is below the site's max (h4 and up, say) still lists its own min level, not nothing.
  const min = doc.frontMatter.toc_min_heading_level ?? site.minHeadingLevel;
  const max = doc.frontMatter.toc_max_heading_level ?? Math.max(site.maxHeadingLevel, min);
  return doc.headings.filter((heading) => heading.depth >= min && heading.depth <= max);
}

export function DocPage({ ctx, doc, nav, tags, lastUpdate, editUrl, stylesheets }: DocPageProps) {
  if (doc.frontMatter.template === 'splash') return <Splash ctx={ctx} doc={doc} nav={nav} stylesheets={stylesheets} />;
  const t = ctx.strings.t;
  const { Breadcrumbs, DocFooter, Layout, Pagination, Toc } = ctx.theme;
  const sidebar = docSidebar(nav?.sidebar, doc.route, ctx);
  const toc = tocHeadings(doc, ctx.config.tableOfContents);
  const showToc = !doc.frontMatter.hide_table_of_contents && toc.length > 0;
  const original = ctx.languages?.fallbackOf(doc.route);
  const title = doc.heading ?? doc.title;
  return (
    <Layout
      ctx={ctx}
      head={docHead(doc, stylesheets, original, ctx.versions?.current.noIndex, ctx.config.descriptions)}
      drawer={sidebar.drawer}
    >
      <div className={`doc-layout${sidebar.aside ? ' has-sidebar' : ''}${showToc ? ' has-toc' : ''}`}>
        {sidebar.aside}
        <main id="main" className="doc-main" tabIndex={-1}>
          <DocNotices ctx={ctx} doc={doc} original={original} />
          <VersionBanner ctx={ctx} route={doc.route} />
          {nav && ctx.config.breadcrumbs ? <Breadcrumbs crumbs={nav.breadcrumbs} ctx={ctx} /> : null}
          <VersionBadge ctx={ctx} />
          <article className="doc" {...(original ? { lang: ctx.languages?.defaultHtmlLang } : {})}>
            {/* An untitled Markdown page shows no title, as Docusaurus's MDXPage; nor does one whose `# heading`
                stands inside a container of the body (it shows there). */}
            {title && !doc.titleInBody ? (
              <header>
                {/* hide_title hides the title Docusaurus makes, not a `# heading` of the doc (DocItem/Content's
                    useSyntheticTitle): hidden, the page keeps its one h1 for screen readers and search engines. */}
                {doc.titleHtml !== undefined ? (
                  // The doc's `# heading` with its marks (code, emphasis), from the sanitized parse.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text in code, em, strong, del only
                  <h1 dangerouslySetInnerHTML={{ __html: doc.titleHtml }} />
                ) : (
                  <h1
                    {...(doc.frontMatter.hide_title && doc.heading === undefined
                      ? { className: 'visually-hidden' }
                      : {})}
                  >
                    {title}
                  </h1>
                )}
              </header>
            ) : null}
            {showToc ? (
              <details className="toc-mobile">
                <summary>{t('doc.onThisPage')}</summary>
                <Toc headings={toc} ctx={ctx} titleId="toc-title-mobile" />
              </details>
            ) : null}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the doc HTML is sanitized (src/parse) */}
            <div className="markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
            <DocFooter ctx={ctx} tags={tags} editUrl={editUrl} lastUpdate={lastUpdate} />
          </article>
          {nav ? <Pagination nav={nav} ctx={ctx} /> : null}
        </main>
        {showToc ? (
          <aside className="doc-toc" aria-labelledby="toc-title">
            <Toc headings={toc} ctx={ctx} titleId="toc-title" />
          </aside>
        ) : null}
      </div>
    </Layout>
  );
}
