// A locale's posts: Docusaurus's `i18n/<locale>/docusaurus-plugin-content-blog/` laid over the blog
// by path. A translated post replaces its original; one only there is published too, as in Docusaurus.
import { type BlogConfig, postsPrefix } from '../../core/config.js';
import type { Diagnostic, SourceFile } from '../../core/model.js';
import type { AssetLayer } from '../asset-layers.js';
import type { AuthorsMap } from './authors.js';
import { readPosts } from './read-posts.js';

export const blogTranslationFolder = (locale: string) => `i18n/${locale}/docusaurus-plugin-content-blog`;

export interface TranslatedPosts {
  sources: SourceFile[];
  /** Content paths of the posts read from the locale's folder. */
  translated: Set<string>;
  /** The locale's authors file's authors (the blog's when it has none); none without the locale's folder. */
  authors?: AuthorsMap | undefined;
  /**
   * The other files of the locale's folder (a translated post's images), as content assets under the blog's prefix,
   * and where each is read from: Docusaurus finds a translated post's `./x.png` beside the translation.
   */
  assets: AssetLayer;
}

export async function translatePosts(
  root: string,
  blog: BlogConfig,
  locale: string,
  sources: readonly SourceFile[],
  diagnostics: Diagnostic[],
): Promise<TranslatedPosts> {
  const folder = blogTranslationFolder(locale);
  const { posts, authors, assets } = await readPosts(root, blog, diagnostics, folder, locale);
  const byPath = new Map(posts.map((post) => [post.contentPath, post]));
  const replaced = sources.map((source) => (source.post ? (byPath.get(source.contentPath) ?? source) : source));
  const known = new Set(sources.map((source) => source.contentPath));
  const only = posts.filter((post) => !known.has(post.contentPath));
  const prefix = postsPrefix(blog);
  const sourcePathOf = (file: string) => `${folder}/${file.slice(prefix.length)}`;
  return {
    sources: [...replaced, ...only],
    translated: new Set(byPath.keys()),
    authors,
    assets: { files: new Set(assets), sourcePathOf },
  };
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
