import type { Doc, DocHeader, Tag } from '../src/core/model.js';
import type { PageContext } from './context.js';
import { DocNotices } from './DocNotices.js';
import { DocTags } from './DocTags.js';
import { docHead } from './doc-head.js';
import { BlogPostMeta } from './BlogPostMeta.js';
import { EditIcon } from './Icons.js';

export interface BlogPostProps {
  ctx: PageContext;
  doc: Doc;
  /** The next post up the list and the next one down (none for an unlisted post). */
  newer?: DocHeader | undefined;
  older?: DocHeader | undefined;
  /** The post's tags, each leading to the blog's page of it. */
  tags: readonly Tag[];
  editUrl?: string | undefined;
  stylesheets?: readonly string[] | undefined;
}

/** A blog post's own page: title, date and authors, the text, its tags, then the newer and older posts. */
export function BlogPost({ ctx, doc, newer, older, tags, editUrl, stylesheets }: BlogPostProps) {
  const t = ctx.strings.t;
  const { Layout, Toc } = ctx.theme;
  const toc = doc.headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3);
  const showToc = !doc.frontMatter.hide_table_of_contents && toc.length > 0;
  // A post this locale has not translated: shown in the default locale's text, and said so.
  const original = ctx.languages?.fallbackOf(doc.route);
  return (
    <Layout ctx={ctx} head={docHead(doc, stylesheets, original, false, ctx.config.descriptions)}>
      <div className={`doc-layout blog-layout${showToc ? ' has-toc' : ''}`}>
        <main id="main" className="doc-main" tabIndex={-1}>
          <DocNotices ctx={ctx} doc={doc} original={original} />
          <article className="doc blog-post" {...(original ? { lang: ctx.languages?.defaultHtmlLang } : {})}>
            <header>
              <h1>{doc.title}</h1>
              <BlogPostMeta ctx={ctx} post={doc} />
            </header>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the doc HTML is sanitized (src/parse) */}
            <div className="markdown" dangerouslySetInnerHTML={{ __html: doc.html }} />
            {tags.length > 0 || editUrl ? (
              <footer className="doc-footer">
                <DocTags ctx={ctx} tags={tags} />
                {editUrl ? (
                  <div className="doc-meta">
                    <a className="edit-link" href={editUrl} rel="noopener">
                      <EditIcon />
                      {t('doc.editThisPage')}
                    </a>
                  </div>
                ) : null}
              </footer>
            ) : null}
          </article>
          {newer || older ? (
            <nav className="pagination" aria-label={t('blog.postNav')}>
              {newer ? (
                <a className="pagination-link pagination-previous" href={newer.route} rel="prev">
                  <span className="pagination-label">{t('blog.newerPost')}</span>
                  <span className="pagination-title">« {newer.title}</span>
                </a>
              ) : null}
              {older ? (
                <a className="pagination-link pagination-next" href={older.route} rel="next">
                  <span className="pagination-label">{t('blog.olderPost')}</span>
                  <span className="pagination-title">{older.title} »</span>
                </a>
              ) : null}
            </nav>
          ) : null}
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
