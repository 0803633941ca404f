// A locale's posts: Docusaurus's `i18n/<locale>/docusaurus-plugin-content-blog/` laid over the blog
// by path. A translated post replaces its original; one only there is published too, as in Docusaurus.
import { type BlogConfig, postsPrefix } from '../../core/config.js';
import type { Diagnostic, SourceFile } from '../../core/model.js';
import type { AuthorsMap } from './authors.js';
import { readPosts } from './read-posts.js';

export const blogTranslationFolder = (locale: string) => `i18n/${locale}/docusaurus-plugin-content-blog`;

export interface TranslatedPosts {
  sources: SourceFile[];
  /** Content paths of the posts read from the locale's folder. */
  translated: Set<string>;
  /** The locale's authors file's authors (the blog's when it has none); none without the locale's folder. */
  authors?: AuthorsMap | undefined;
}

export async function translatePosts(
  root: string,
  blog: BlogConfig,
  locale: string,
  sources: readonly SourceFile[],
  diagnostics: Diagnostic[],
): Promise<TranslatedPosts> {
  const { posts, authors } = await readPosts(root, blog, diagnostics, blogTranslationFolder(locale), locale);
  const byPath = new Map(posts.map((post) => [post.contentPath, post]));
  const replaced = sources.map((source) => (source.post ? (byPath.get(source.contentPath) ?? source) : source));
  const known = new Set(sources.map((source) => source.contentPath));
  const only = posts.filter((post) => !known.has(post.contentPath));
  return { sources: [...replaced, ...only], translated: new Set(byPath.keys()), authors };
}

/** The site's blogs' authors with the locale's read for `blog` (its posts' own file, when it has one). */
export function withBlogAuthors(
  original: { blogAuthors: ReadonlyMap<string, AuthorsMap> },
  blog: BlogConfig | undefined,
  translated: AuthorsMap | undefined,
): ReadonlyMap<string, AuthorsMap> {
  if (!blog || !translated) return original.blogAuthors;
  return new Map([...original.blogAuthors, [postsPrefix(blog), translated]]);
}
