// A post, doc or page whose route is one of a blog's own pages (its list pages, archive, authors,
// author and tag pages, feeds) would be overwritten by it, or crash the write (`slug: rss.xml` made a folder
// where the feed's file goes). Each is an error naming the file and the page it takes.
import type { Blog, Diagnostic, DocHeader } from '../core/model.js';
import {
  atomRoute,
  blogArchiveRoute,
  blogAuthorsRoute,
  blogPageCount,
  blogPageRoute,
  blogTagsRoute,
  hasAuthors,
  hasListedPosts,
  rssRoute,
} from './blog.js';
import { authorPageRoutes } from './blog-authors.js';

/** A route as the files it is written to: `/blog/x/`, `/blog/x.html` and `/blog/x` are one place. */
const placeOf = (route: string) => route.replace(/\/$/, '').replace(/\.html$/, '');

/** Each route a blog writes itself, by place → what it is, for the message. */
function ownPages(blog: Blog): Map<string, string> {
  const pages = new Map<string, string>();
  for (let i = 0; i < blogPageCount(blog); i++) pages.set(placeOf(blogPageRoute(blog, i)), `list page ${i + 1}`);
  if (hasListedPosts(blog)) pages.set(placeOf(blogArchiveRoute(blog)), 'archive');
  if (hasAuthors(blog)) pages.set(placeOf(blogAuthorsRoute(blog)), 'authors page');
  for (const author of blog.authors)
    for (const route of authorPageRoutes(blog, author)) pages.set(placeOf(route), `page of the author "${author.key}"`);
  if (blog.tags.length > 0) pages.set(placeOf(blogTagsRoute(blog)), 'tags page');
  for (const tag of blog.tags) pages.set(placeOf(tag.route), `page of the tag "${tag.label}"`);
  if (hasListedPosts(blog)) {
    pages.set(placeOf(rssRoute(blog)), 'RSS feed');
    pages.set(placeOf(atomRoute(blog)), 'Atom feed');
  }
  return pages;
}

export function blogPageClashes(blogs: readonly Blog[], headers: readonly DocHeader[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const blog of blogs) {
    const pages = ownPages(blog);
    for (const doc of headers) {
      const page = pages.get(placeOf(doc.route));
      if (page === undefined) continue;
      found.push({
        severity: 'error',
        file: doc.source.path,
        line: 1,
        column: 1,
        message: `${doc.source.post ? 'Post' : 'Page'} route ${doc.route} is the blog's ${page} (${blog.route})`,
        ruleId: 'duplicate-route',
        hint: 'change its slug: the blog writes that page itself',
      });
    }
  }
  return found;
}
