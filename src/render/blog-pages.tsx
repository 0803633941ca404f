// The blog's own pages besides its posts': the list pages (`<blog>/`, `<blog>/page/2/`, …), the
// feeds, the archive, the authors and tag pages, and each author's and tag's list of posts. A post's
// page is a doc's (render.tsx), with its newer and older neighbours from here.
import type { ReactElement } from 'react';
import type { PageContext } from '../../templates/context.js';
import { BlogArchive } from '../../templates/BlogArchive.js';
import { BlogAuthors, blogAuthorsShown } from '../../templates/BlogAuthors.js';
import { BlogList, type BlogListProps, type ListedPost } from '../../templates/BlogList.js';
import {
  blogArchiveRoute,
  blogAuthorsRoute,
  blogPageCount,
  blogPageRoute,
  blogTagsRoute,
  hasAuthors,
  hasListedPosts,
  tagPageCount,
  tagPageRoute,
} from '../assemble/blog.js';
import { authorPageRoutes } from '../assemble/blog-authors.js';
import { inDisplayOrder, listedTags, tagsByName } from '../assemble/tags.js';
import type { Blog, Doc, DocHeader, OutputFile } from '../core/model.js';
import { selectPluralForm } from '../core/plural-forms.js';
import { pageFileOf } from '../core/routes.js';
import { blogFeeds } from './blog-feeds.js';

/** The posts beside one in the list: none for an unlisted post, which is in no list. */
export function postNeighbours(blog: Blog | undefined, doc: DocHeader): { newer?: DocHeader; older?: DocHeader } {
  const at = blog?.posts.findIndex((post) => post.route === doc.route) ?? -1;
  if (!blog || at === -1) return {};
  return {
    ...(at > 0 ? { newer: blog.posts[at - 1] } : {}),
    ...(at + 1 < blog.posts.length ? { older: blog.posts[at + 1] } : {}),
  };
}

export function* blogPages<F>(
  blog: Blog,
  ctx: PageContext,
  docs: ReadonlyMap<string, Doc | DocHeader>,
  page: (element: ReactElement) => string,
  /** How a page is kept between builds: its name, output path, what it shows, and how to draw it. */
  kept: (name: string, path: string, key: () => unknown, render: () => OutputFile) => F,
): Generator<F> {
  const named = tagsByName(blog.tags);
  // "One post", "3 posts": the form of the locale's plural rules, as in Docusaurus's blog titles.
  const postCount = (count: number) =>
    selectPluralForm(ctx.strings.locale, ctx.strings.t('blog.posts', { count }), count);
  const listed = (post: DocHeader): ListedPost => {
    const parsed = docs.get(post.id);
    const body = parsed && 'html' in parsed ? parsed : undefined;
    const truncated = body?.excerpt !== undefined;
    const tags = post.frontMatter.tags.flatMap((name) => named.get(name) ?? []);
    return { post, html: body?.excerpt ?? body?.html ?? '', truncated, tags };
  };
  const fileOf = (route: string) => pageFileOf(ctx.config, route);
  const hasPosts = hasListedPosts(blog);
  const archiveRoute = hasPosts ? blogArchiveRoute(blog) : undefined;
  const listRoutes = Array.from({ length: blogPageCount(blog) }, (_, i) => blogPageRoute(blog, i));
  yield* groupPages('blog-list', listRoutes, blog.posts.map(listed));
  for (const feed of hasPosts ? blogFeeds(blog, ctx.config, docs) : [])
    yield kept(
      `blog-feed:${feed.path}`,
      feed.path,
      () => feed.contents,
      () => feed,
    );
  if (archiveRoute !== undefined) {
    const path = fileOf(archiveRoute);
    yield kept(
      `blog-archive:${archiveRoute}`,
      path,
      () => [
        blog.title,
        blog.archiveDatesWithYear,
        blog.posts.map((post) => [post.route, post.title, post.source.post?.date]),
      ],
      () => ({ path, contents: page(<BlogArchive ctx={ctx} blog={blog} route={archiveRoute} />) }),
    );
  }
  if (hasAuthors(blog)) {
    const authorsRoute = blogAuthorsRoute(blog);
    const authorsPath = fileOf(authorsRoute);
    yield kept(
      `blog-authors:${authorsRoute}`,
      authorsPath,
      () => [blog.title, blogAuthorsShown(blog)],
      () => ({ path: authorsPath, contents: page(<BlogAuthors ctx={ctx} blog={blog} route={authorsRoute} />) }),
    );
    // Each author's posts, for the authors given a page: titled '{authorName} - {nPosts}', as Docusaurus's
    // useBlogAuthorPageTitle titles it, under the author's name.
    const label = ctx.strings.t('blog.authors');
    for (const author of blog.authors) {
      const name = author.author.name || author.key;
      const title = ctx.strings.t('blog.authorTitle', { author: name, posts: postCount(author.posts.length) });
      const group = { title, heading: name, route: authorsRoute, label };
      const routes = authorPageRoutes(blog, author);
      yield* groupPages('blog-author', routes, author.posts.map(listed), group);
    }
  }
  if (blog.tags.length === 0) return;
  const tagsRoute = blogTagsRoute(blog);
  const tagsPath = fileOf(tagsRoute);
  const { TagsIndex } = ctx.theme;
  // The list names listed tags only; a tag of unlisted posts alone has its page, unlisted (getTagVisibility).
  const shown = listedTags(blog.tags);
  if (shown.length > 0)
    yield kept(
      'blog-tags',
      tagsPath,
      () => shown.map((tag) => [tag.label, tag.route, tag.docs.length]),
      () => ({
        path: tagsPath,
        contents: page(<TagsIndex ctx={ctx} tags={inDisplayOrder(shown, ctx.config.locale)} route={tagsRoute} />),
      }),
    );
  // Each tag's posts, newest first, paginated as the list pages are, titled as useBlogTagsPostsPageTitle titles it.
  for (const tag of blog.tags) {
    const title = ctx.strings.t('blog.tagTitle', { posts: postCount(tag.docs.length), tag: tag.label });
    const routes = Array.from({ length: tagPageCount(blog, tag) }, (_, i) => tagPageRoute(tag, i));
    yield* groupPages('blog-tag', routes, tag.docs.map(listed), {
      title,
      route: tagsRoute,
      label: ctx.strings.t('tags.viewAll'),
      ...(tag.description ? { description: tag.description } : {}),
      ...(tag.unlisted ? { unlisted: true } : {}),
    });
  }

  /** The blog's posts, or a tag's or an author's (`group`), at `routes`: one page of `postsPerPage` at each. */
  function* groupPages(
    name: string,
    routes: readonly string[],
    all: readonly ListedPost[],
    group?: BlogListProps['group'],
  ): Generator<F> {
    for (const [i, route] of routes.entries()) {
      const posts = all.slice(i * blog.postsPerPage, (i + 1) * blog.postsPerPage);
      const path = fileOf(route);
      yield kept(
        `${name}:${route}`,
        path,
        () => [
          blog.title,
          blog.description,
          blog.listHeading,
          group,
          posts.map((p) => [
            p.post.route,
            p.post.title,
            p.post.source.post,
            p.html,
            p.tags.map((tag) => [tag.route, tag.label]),
          ]),
        ],
        () => ({
          path,
          contents: page(
            <BlogList
              ctx={ctx}
              blog={blog}
              route={route}
              page={i + 1}
              posts={posts}
              newerRoute={routes[i - 1]}
              olderRoute={routes[i + 1]}
              archiveRoute={archiveRoute}
              group={group}
            />,
          ),
        }),
      );
    }
  }
}
