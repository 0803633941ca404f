import type { Blog, BlogAuthor } from '../src/core/model.js';
import type { PageContext } from './context.js';

/**
 * The blog's authors, as Docusaurus lists them at `<blog>/authors/`: every author of its authors file,
 * each with how many listed posts name them (none included), linked to their page when they have one.
 */
export function BlogAuthors({ ctx, blog, route }: { ctx: PageContext; blog: Blog; route: string }) {
  const t = ctx.strings.t;
  const { Layout } = ctx.theme;
  // Titled "Authors" alone, as Docusaurus's BlogAuthorsListPage titles it.
  const title = t('blog.authors');
  return (
    <Layout ctx={ctx} head={{ title, description: title, route }}>
      <main id="main" className="simple-page blog-archive" tabIndex={-1}>
        <h1>{title}</h1>
        <p>
          <a href={blog.route}>{blog.title}</a>
        </p>
        <ul className="blog-archive-list">
          {blog.authors.map((listed) => (
            <li key={listed.key}>
              <AuthorName listed={listed} />
              {listed.author.title ? ` · ${listed.author.title}` : ''} ·{' '}
              {t('blog.postCount', { count: listed.posts.length })}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

/** The author's name, leading to their page of posts, or else to their own address. */
function AuthorName({ listed }: { listed: BlogAuthor }) {
  const { author, route } = listed;
  if (route) return <a href={route}>{author.name}</a>;
  if (author.url)
    return (
      <a href={author.url} rel="author noopener">
        {author.name}
      </a>
    );
  return <>{author.name}</>;
}

/** What the authors page shows: each author, where their name leads, and their number of posts. */
export function blogAuthorsShown(blog: Blog): unknown {
  return blog.authors.map(({ key, author, route, posts }) => [key, author, route, posts.length]);
}
