// The blog's frame: its listed posts, newest first, and the routes of its list pages and archive.
// Unlisted posts keep their own page but are in no list, as in Docusaurus.
import type { Config } from '../core/config.js';
import type { Blog, DocHeader } from '../core/model.js';

/** `<blog>/`, then `<blog>/page/2/`, … : the list page `index` (0-based) of a blog. */
export function blogPageRoute(blog: Pick<Blog, 'route'>, index: number): string {
  return index === 0 ? blog.route : `${blog.route}page/${index + 1}/`;
}

export function blogArchiveRoute(blog: Pick<Blog, 'route'>): string {
  return `${blog.route}archive/`;
}

/** How many list pages the blog has (one, even empty, so its route always leads somewhere). */
export function blogPageCount(blog: Blog): number {
  return Math.max(1, Math.ceil(blog.posts.length / blog.postsPerPage));
}

export function assembleBlog(config: Config, headers: readonly DocHeader[]): Blog | undefined {
  if (!config.blog) return undefined;
  const posts = headers
    .filter((doc) => doc.source.post && !doc.frontMatter.unlisted)
    // Newest first; a day's posts by route, so the order never depends on the file system's.
    .sort((a, b) => {
      const byDate = (b.source.post?.date ?? '').localeCompare(a.source.post?.date ?? '');
      return byDate !== 0 ? byDate : a.route.localeCompare(b.route);
    });
  const { routeBasePath, postsPerPage, title, description } = config.blog;
  return { route: `${config.base}${routeBasePath}/`, title, description, postsPerPage, posts };
}

/** Every route the blog adds besides its posts' own. */
export function blogRoutes(blog: Blog | undefined): string[] {
  if (!blog) return [];
  const pages = Array.from({ length: blogPageCount(blog) }, (_, i) => blogPageRoute(blog, i));
  return [...pages, blogArchiveRoute(blog)];
}
