import type { Blog, PostAuthor } from '../src/core/model.js';
import type { PageContext } from './context.js';

/** The blog's authors, as Docusaurus lists them at `<blog>/authors/`: each with how many posts they wrote. */
export function BlogAuthors({ ctx, blog, route }: { ctx: PageContext; blog: Blog; route: string }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  const title = `${t('blog.authors')} – ${blog.title}`;
  return (
    <Layout ctx={ctx} head={{ title, description: title, route }}>
      <main id="main" className="simple-page blog-archive" tabIndex={-1}>
        <h1>{title}</h1>
        <p>
          <a href={blog.route}>{blog.title}</a>
        </p>
        <ul className="blog-archive-list">
          {blogAuthors(blog).map(({ author, posts }) => (
            <li key={author.name}>
              {author.url ? (
                <a href={author.url} rel="author noopener">
                  {author.name}
                </a>
              ) : (
                author.name
              )}
              {author.title ? ` · ${author.title}` : ''} · {t('blog.postCount', { count: posts })}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

/** Who wrote the blog's listed posts, oldest author first, with their number of posts. */
export function blogAuthors(blog: Blog): Array<{ author: PostAuthor; posts: number }> {
  const byName = new Map<string, { author: PostAuthor; posts: number }>();
  for (const post of [...blog.posts].reverse())
    for (const author of post.source.post?.authors ?? []) {
      const seen = byName.get(author.name);
      if (seen) seen.posts++;
      else byName.set(author.name, { author, posts: 1 });
    }
  return [...byName.values()];
}
