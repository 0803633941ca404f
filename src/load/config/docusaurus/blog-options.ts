// The blog plugin's options (the classic preset's `blog`, or @docusaurus/plugin-content-blog) →
// helpdocs's `blog` key, and one warning, at the key, for what the built blog still lacks.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Notes, type Options, sitePathOf, stringOf } from './notes.js';
import { mapTagsOptions } from './tags-options.js';
import { ownExclude } from './glob-exclude.js';

export interface MappedBlog {
  /** helpdocs's `blog` key; undefined when the blog cannot be built (a blog at the base). */
  config?: Record<string, unknown> | undefined;
  /** The blog's route from the base, `/`-led: `/blog`. */
  route: string;
}

const MAPPED = new Set([
  'path',
  'routeBasePath',
  'postsPerPage',
  'authorsBasePath',
  'blogTitle',
  'blogDescription',
  'showReadingTime',
  'id',
  'tags',
  'onInlineTags',
  'exclude',
]);
// Options whose default is what helpdocs does: a word only when set otherwise.
const DEFAULTS: Record<string, unknown> = {
  include: ['**/*.{md,mdx}'],
  archiveBasePath: 'archive',
  pageBasePath: 'page',
  sortPosts: 'descending',
};
// What Docusaurus's blog has that helpdocs does not draw, whatever the options say.
const NOT_BUILT = 'the recent-posts sidebar, a JSON feed';

export function mapBlogOptions(blog: Options, at: PropertyKey[], root: string, notes: Notes): MappedBlog {
  const routeBasePath = (stringOf(blog.routeBasePath) ?? 'blog').replace(/^\/+|\/+$/g, '');
  if (routeBasePath === '') {
    notes.warn(at, 'A blog at the base (routeBasePath "/") is not built: its posts would take the docs\' home');
    return { route: '/' };
  }
  const dir = sitePathOf(root, stringOf(blog.path) ?? 'blog');
  // Docusaurus's BlogListPage (3.0 to 3.10) draws its posts under no heading and links no archive.
  const config: Record<string, unknown> = { dir, routeBasePath, listHeading: false };
  if (typeof blog.postsPerPage === 'number' && Number.isInteger(blog.postsPerPage) && blog.postsPerPage > 0)
    config.postsPerPage = blog.postsPerPage;
  else if (blog.postsPerPage === 'ALL') config.postsPerPage = Number.MAX_SAFE_INTEGER;
  const authorsBasePath = stringOf(blog.authorsBasePath)?.replace(/^\/+|\/+$/g, '');
  if (authorsBasePath) config.authorsBasePath = authorsBasePath;
  if (stringOf(blog.blogTitle)) config.title = blog.blogTitle;
  if (stringOf(blog.blogDescription)) config.description = blog.blogDescription;
  if (blog.showReadingTime === false) config.showReadingTime = false;
  if (typeof blog.editUrl === 'string') config.editUrl = blog.editUrl;
  Object.assign(config, mapTagsOptions(blog));
  // Its default is what helpdocs does unasked: only a list of its own is carried.
  const exclude = ownExclude(blog.exclude);
  if (exclude) config.exclude = exclude;
  const unread = Object.entries(blog)
    // A string editUrl is read; a function of the post is not.
    .filter(
      ([key, value]) => !MAPPED.has(key) && value !== undefined && !(key === 'editUrl' && typeof value === 'string'),
    )
    .filter(([key, value]) => !(key in DEFAULTS && JSON.stringify(value) === JSON.stringify(DEFAULTS[key])))
    .map(([key]) => key);
  // No posts folder (the classic preset's blog, on by default): an empty list page, nothing to say.
  if (!existsSync(path.join(root, dir))) return { config, route: `/${routeBasePath}` };
  notes.warn(
    at,
    `The blog is built (posts, list pages, archive, authors, tags, RSS and Atom feeds) without ${NOT_BUILT}` +
      (unread.length > 0 ? `; options not carried over: ${unread.join(', ')}` : ''),
    "posts are read with the docs' Markdown settings and plugins",
  );
  return { config, route: `/${routeBasePath}` };
}
