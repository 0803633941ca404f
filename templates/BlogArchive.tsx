import type { Blog, DocHeader } from '../src/core/model.js';
import type { PageContext } from './context.js';
import { postTimestamp } from './BlogPostMeta.js';

/** Every listed post by year, the newest year first: its date and its title linking to it. */
export function BlogArchive({ ctx, blog, route }: { ctx: PageContext; blog: Blog; route: string }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  const years = new Map<string, DocHeader[]>();
  for (const post of blog.posts) {
    const year = post.source.post?.date.slice(0, 4) ?? '';
    // Each post goes before the year's others, as Docusaurus's listPostsByYears puts it (BlogArchivePage):
    // the newest-first list comes out oldest first within a year.
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  const dateStyle = blog.archiveDatesWithYear ? 'long' : 'dayMonth';
  // Titled "Archive" alone, as Docusaurus's BlogArchivePage titles it.
  const title = t('blog.archive');
  return (
    <Layout ctx={ctx} head={{ title, description: t('blog.archiveDescription'), route }}>
      <main id="main" className="simple-page blog-archive" tabIndex={-1}>
        <h1>{title}</h1>
        <p>
          <a href={blog.route}>{blog.title}</a>
        </p>
        {[...years].map(([year, posts]) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <h2 id={`year-${year}`}>{year}</h2>
            <ul className="blog-archive-list">
              {posts.map((post) => (
                <li key={post.route}>
                  {/* "{date} - {title}", all of it the link, as BlogArchivePage's Year draws it. */}
                  <a href={post.route}>
                    <time dateTime={post.source.post?.date}>
                      {ctx.strings.formatDate(postTimestamp(post.source.post?.date ?? ''), dateStyle)}
                    </time>
                    {` - ${post.title}`}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
