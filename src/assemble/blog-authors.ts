// The blog's authors as Docusaurus's authors pages show them: every author of authors.yml with the
// listed posts that name its key (none included), and for an author given a page, the list of those
// posts at `<blog>authors/<key>/`, paginated as the blog's list pages are (`…/page/2/`).
import type { Blog, BlogAuthor, DocHeader } from '../core/model.js';
import type { AuthorsMap } from '../load/blog/authors.js';

/** The authors file's authors in its order, each with its posts among `posts` (newest first). */
export function blogAuthorsOf(map: AuthorsMap, posts: readonly DocHeader[], base: string): BlogAuthor[] {
  return [...map].map(([key, author]) => ({
    key,
    author,
    ...(author.page ? { route: `${base}${author.page}` } : {}),
    posts: posts.filter((post) => post.source.post?.authors.some((each) => each.key === key)),
  }));
}

/** The routes of an author's pages: `<page>/`, `<page>/page/2/`, …; none for an author without a page. */
export function authorPageRoutes(blog: Pick<Blog, 'postsPerPage'>, author: BlogAuthor): string[] {
  const { route } = author;
  if (route === undefined) return [];
  const count = Math.max(1, Math.ceil(author.posts.length / blog.postsPerPage));
  return Array.from({ length: count }, (_, i) => (i === 0 ? route : `${route}page/${i + 1}/`));
}
