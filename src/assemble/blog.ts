// The blog's frame: its listed posts, newest first, and the routes of its list pages and archive.
// Unlisted posts keep their own page but are in no list, as in Docusaurus.
import { type BlogConfig, blogsOf, type Config, postsPrefix } from '../core/config.js';
import type { Blog, Diagnostic, DocHeader, Tag } from '../core/model.js';
import type { AuthorsMap } from '../load/blog/authors.js';
import { authorPageRoutes, blogAuthorsOf } from './blog-authors.js';
import { collectTags, type DefinedTags, listedTags } from './tags.js';
import type { TagsFile } from '../load/tags-file.js';

/** The blog's feeds (written by render/blog-feeds.ts). */
export const rssRoute = (blog: Pick<Blog, 'route'>) => `${blog.route}rss.xml`;
export const atomRoute = (blog: Pick<Blog, 'route'>) => `${blog.route}atom.xml`;

/** `<blog>/`, then `<blog>/page/2/`, … : the list page `index` (0-based) of a blog. */
export function blogPageRoute(blog: Pick<Blog, 'route'>, index: number): string {
  return index === 0 ? blog.route : `${blog.route}page/${index + 1}/`;
}

/** A tag's list pages, paginated as the blog's are (`<tag>/`, `<tag>/page/2/`, …), as Docusaurus's. */
export function tagPageCount(blog: Pick<Blog, 'postsPerPage'>, tag: Pick<Tag, 'docs'>): number {
  return Math.max(1, Math.ceil(tag.docs.length / blog.postsPerPage));
}

export function tagPageRoute(tag: Pick<Tag, 'route'>, index: number): string {
  return index === 0 ? tag.route : `${tag.route}page/${index + 1}/`;
}

export function blogArchiveRoute(blog: Pick<Blog, 'route'>): string {
  return `${blog.route}archive/`;
}

/** How many list pages the blog has: one at least, even empty, unless it has none at all (hasListPages). */
export function blogPageCount(blog: Pick<Blog, 'hasListPages' | 'posts' | 'postsPerPage'>): number {
  return blog.hasListPages ? Math.max(1, Math.ceil(blog.posts.length / blog.postsPerPage)) : 0;
}

export function blogAuthorsRoute(blog: Pick<Blog, 'authorsRoute'>): string {
  return blog.authorsRoute;
}

/** Whether the blog lists a post: only then has it an archive and feeds, as Docusaurus's blog has. */
export function hasListedPosts(blog: Pick<Blog, 'posts'>): boolean {
  return blog.posts.length > 0;
}

/** Whether the blog has an authors file with an author in it: it then has an authors page, as Docusaurus's does. */
export function hasAuthors(blog: Pick<Blog, 'authors'>): boolean {
  return blog.authors.length > 0;
}

export function blogTagsRoute(blog: Pick<Blog, 'route'>): string {
  return `${blog.route}tags/`;
}

export function assembleBlogs(
  config: Config,
  headers: readonly DocHeader[],
  /** Each blog's authors file, by its posts prefix. */
  authorsMaps: ReadonlyMap<string, AuthorsMap>,
  /** Each blog's tags file, by its posts prefix. */
  tagsFiles: ReadonlyMap<string, TagsFile>,
): { blogs: Blog[]; diagnostics: Diagnostic[] } {
  const blogs: Blog[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const blog of blogsOf(config)) {
    const prefix = postsPrefix(blog);
    const tagsFile = tagsFiles.get(prefix);
    const defined = tagsFile && { ...tagsFile, onInline: blog.onInlineTags };
    const made = assembleBlog(config, blog, headers, authorsMaps.get(prefix) ?? new Map(), defined);
    blogs.push(made.blog);
    diagnostics.push(...made.diagnostics);
  }
  return { blogs, diagnostics };
}

/** The blog of a post (by its content path's prefix). */
export function blogOfPost(blogs: readonly Blog[], doc: DocHeader): Blog | undefined {
  return doc.source.post ? blogs.find((blog) => doc.source.contentPath.startsWith(blog.prefix)) : undefined;
}

function assembleBlog(
  config: Config,
  blogConfig: BlogConfig,
  headers: readonly DocHeader[],
  authorsMap: AuthorsMap,
  defined: DefinedTags | undefined,
): { blog: Blog; diagnostics: Diagnostic[] } {
  const prefix = postsPrefix(blogConfig);
  const ofBlog = headers
    .filter((doc) => doc.source.post && doc.source.contentPath.startsWith(prefix))
    // Newest first; a day's posts by route, so the order never depends on the file system's.
    .sort((a, b) => {
      const byDate = (b.source.post?.date ?? '').localeCompare(a.source.post?.date ?? '');
      return byDate !== 0 ? byDate : a.route.localeCompare(b.route);
    });
  const posts = ofBlog.filter((doc) => !doc.frontMatter.unlisted);
  const { routeBasePath, postsPerPage, title, description, showReadingTime, editUrl } = blogConfig;
  // Unlisted posts count: Docusaurus 3.9 gives a blog list pages unless it has no post at all.
  const anyPost = ofBlog.length > 0;
  const route = `${config.base}${routeBasePath}/`;
  // The blog's tags are its own, apart from the docs': their pages list posts. Unlisted posts' tags count, as the
  // docs' do (plugin-content-blog blogUtils, getBlogTags, getTagVisibility): a tag only they carry is unlisted.
  const { tags, diagnostics } = collectTags(ofBlog, route, config.tagSlugs, defined);
  const authorsRoute = `${route}${blogConfig.authorsBasePath}/`;
  const authors = blogAuthorsOf(authorsMap, posts, config.base);
  return {
    blog: {
      route,
      prefix,
      showReadingTime,
      editUrl,
      title,
      description,
      postsPerPage,
      hasListPages: anyPost || blogConfig.listWithoutPosts,
      listHeading: blogConfig.listHeading,
      archiveDatesWithYear: blogConfig.archiveDatesWithYear,
      posts,
      tags,
      authorsRoute,
      authors,
    },
    diagnostics,
  };
}

/** Every route the blogs add besides their posts' own; `listed`: only those a list may name (the sitemap's). */
export function blogRoutes(blogs: readonly Blog[], listed = false): string[] {
  return blogs.flatMap((blog) => routesOfBlog(blog, listed));
}

function routesOfBlog(blog: Blog, listed: boolean): string[] {
  const pages = Array.from({ length: blogPageCount(blog) }, (_, i) => blogPageRoute(blog, i));
  const tagPages = (listed ? listedTags(blog.tags) : blog.tags).flatMap((tag) =>
    Array.from({ length: tagPageCount(blog, tag) }, (_, i) => tagPageRoute(tag, i)),
  );
  const tags = [...(listedTags(blog.tags).length > 0 ? [blogTagsRoute(blog)] : []), ...tagPages];
  const authorPages = blog.authors.flatMap((author) => authorPageRoutes(blog, author));
  const authors = hasAuthors(blog) ? [blogAuthorsRoute(blog), ...authorPages] : [];
  const archive = hasListedPosts(blog) ? [blogArchiveRoute(blog)] : [];
  return [...pages, ...archive, ...authors, ...tags];
}
