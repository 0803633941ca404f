import type { Blog, DocHeader, Tag } from '../src/core/model.js';
import type { PageContext } from './context.js';
import { BlogPostMeta } from './BlogPostMeta.js';
import { DocTags } from './DocTags.js';
import { UnlistedBanner } from './DocNotices.js';
import { hasListedPosts } from '../src/assemble/blog.js';
import { atomRoute, rssRoute } from '../src/render/blog-feeds.js';

/** A post as a list page shows it: its excerpt (the text before its truncate marker) or its whole text. */
export interface ListedPost {
  post: DocHeader;
  html: string;
  truncated: boolean;
  /** Its tags, shown in the list as on its page (Docusaurus's BlogPostItem/Footer draws them in both). */
  tags: readonly Tag[];
}

export interface BlogListProps {
  ctx: PageContext;
  blog: Blog;
  route: string;
  /** 1-based. */
  page: number;
  posts: readonly ListedPost[];
  newerRoute?: string | undefined;
  olderRoute?: string | undefined;
  /** None for a blog without listed posts, which has no archive. */
  archiveRoute?: string | undefined;
  /**
   * A tag's or an author's page: its own title, the heading when it differs (an author's name), and a link to
   * every tag or every author (`label`).
   */
  group?:
    | {
        title: string;
        heading?: string;
        route: string;
        label: string;
        description?: string;
        /** A tag only unlisted posts carry: noindex, with the unlisted banner (theme-classic BlogTagsPostsPage). */
        unlisted?: true;
      }
    | undefined;
}

/** One page of the blog's list: its posts, newest first, each under its title linking to it. */
export function BlogList(props: BlogListProps) {
  const { ctx, blog, route, page, posts, newerRoute, olderRoute, archiveRoute, group } = props;
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  // Every list page is titled by the blog, page 2 too, as Docusaurus's BlogListPageMetadata titles it; the
  // heading, where there is one, says which page it is.
  const title = group?.title ?? blog.title;
  const heading =
    group?.heading ?? group?.title ?? (page === 1 ? blog.title : `${blog.title} – ${t('blog.page', { page })}`);
  const headed = group !== undefined || blog.listHeading;
  return (
    <Layout
      ctx={ctx}
      head={{
        title,
        description: group?.description ?? blog.description,
        route,
        extra: hasListedPosts(blog) && <FeedLinks blog={blog} />,
        ...(group?.unlisted ? { noindex: true } : {}),
      }}
    >
      <main id="main" className="simple-page blog-list" tabIndex={-1}>
        {group?.unlisted ? <UnlistedBanner ctx={ctx} /> : null}
        {headed ? <h1>{heading}</h1> : null}
        {group?.description ? <p>{group.description}</p> : null}
        {group || (archiveRoute && headed) ? (
          <p className="blog-archive-link">
            {group ? <a href={group.route}>{group.label}</a> : <a href={archiveRoute}>{t('blog.archive')}</a>}
          </p>
        ) : null}
        {posts.map(({ post, html, truncated, tags }) => (
          <article key={post.route} className="blog-summary">
            <header>
              <h2>
                <a href={post.route}>{post.title}</a>
              </h2>
              <BlogPostMeta ctx={ctx} post={post} />
            </header>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the doc HTML is sanitized (src/parse) */}
            <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
            <DocTags ctx={ctx} tags={tags} />
            {truncated ? (
              <p className="blog-read-more">
                <a href={post.route} aria-label={t('blog.readMoreAbout', { title: post.title })}>
                  {t('blog.readMore')}
                </a>
              </p>
            ) : null}
          </article>
        ))}
        {newerRoute || olderRoute ? (
          <nav className="pagination" aria-label={t('blog.listNav')}>
            {newerRoute ? (
              <a className="pagination-link pagination-previous" href={newerRoute} rel="prev">
                <span className="pagination-title">« {t('blog.newerEntries')}</span>
              </a>
            ) : null}
            {olderRoute ? (
              <a className="pagination-link pagination-next" href={olderRoute} rel="next">
                <span className="pagination-title">{t('blog.olderEntries')} »</span>
              </a>
            ) : null}
          </nav>
        ) : null}
      </main>
    </Layout>
  );
}

/** Where a feed reader finds the blog's feeds. */
function FeedLinks({ blog }: { blog: Blog }) {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" href={rssRoute(blog)} title={`${blog.title} RSS`} />
      <link rel="alternate" type="application/atom+xml" href={atomRoute(blog)} title={`${blog.title} Atom`} />
    </>
  );
}
