// The blog's posts (`blog.dir`): read like pages, each with its date, route and authors from its
// file name and front matter (src/load/blog/post-name.ts), under `@blog/` among the content paths.
import { isTagsFile } from '../tags-file.js';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type BlogConfig, postsPrefix } from '../../core/config.js';
import type { Diagnostic, SourceFile } from '../../core/model.js';
import { findFrontMatterKey, frontMatterText } from '../frontmatter.js';
import { readPlainYaml } from '../plain-yaml.js';
import { readMarkdown } from '../sources.js';
import { withoutDotSegments } from '../../core/site-path.js';
import { walkSiteFolder } from '../walk.js';
import { authorsPathOf } from './author-pages.js';
import { type AuthorsMap, postAuthors, readAuthorsMap } from './authors.js';
import { dayOf, postName } from './post-name.js';
import { TRUNCATE } from './truncate.js';
import { readingMinutes } from './reading-time.js';

// Docusaurus's default `exclude`: tests and their folders (partials `_…` are left out by readMarkdown). The
// blog's own `exclude` replaces both for posts, as the option replaces Docusaurus's list.
const EXCLUDED = /(^|\/)__tests__\/|\.test\.[jt]sx?$/;

function frontMatterOf(text: string): Record<string, unknown> {
  try {
    const block = frontMatterText(text) ?? '';
    // As the header reads it: plain front matter by js-yaml, the rest by `yaml`.
    const value: unknown = (readPlainYaml(block) ?? { value: parse(block, { schema: 'core' }) }).value;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    // The header reports the YAML's problems, where the doc's front matter is read.
    return {};
  }
}

export interface BlogFiles {
  posts: SourceFile[];
  /**
   * The folder's other files (a post's images, `./assets/x.png`), as content assets under the blog's
   * prefix: published when a post links to them or shows them, like content/'s.
   */
  assets: string[];
  /** Its authors file's authors, by key (the blog's authors page lists them all); none without the folder. */
  authors?: AuthorsMap | undefined;
}

/** The posts of `dir` (the blog's folder, or a locale's translations of it), and its other files. */
export async function readPosts(
  root: string,
  blog: BlogConfig,
  diagnostics: Diagnostic[],
  dir = blog.dir,
  /** The locale the posts are written in: words are told apart by its rules. */
  locale = 'en',
): Promise<BlogFiles> {
  if (!existsSync(path.join(root, dir))) return { posts: [], assets: [] };
  const walked = await walkSiteFolder(root, dir);
  diagnostics.push(...walked.diagnostics);
  const files = walked.files.filter((file) => !EXCLUDED.test(file));
  const markdown = blog.exclude ? walked.files : files;
  const sources = await readMarkdown(root, dir, markdown, diagnostics, undefined, blog.exclude);
  const authors = readAuthorsMap(root, [...new Set([dir, blog.dir])], diagnostics, authorsPathOf(blog));
  const assets = files
    .filter(
      (file) => !/\.mdx?$/.test(file) && !/^authors\.(ya?ml|json)$/.test(file) && !isTagsFile(file, blog.tagsFile),
    )
    .map((file) => `${postsPrefix(blog)}${file}`);
  const posts = sources.map((source): SourceFile => {
    const front = frontMatterOf(source.text);
    const name = postName(source.contentPath);
    const written = typeof front.date === 'string' ? front.date : undefined;
    const date = (written && dayOf(written)) ?? name.date ?? undatedDay(root, source.path, diagnostics);
    if (written && !dayOf(written))
      diagnostics.push({
        severity: 'error',
        file: source.path,
        ...findFrontMatterKey(source.text, 'date'),
        message: `Post date "${written}" is not a date between the years 0000 and 9999`,
        ruleId: 'blog-post-date',
        hint: 'write it as YYYY-MM-DD',
      });
    const slugWritten = typeof front.slug === 'string' ? withoutDotSegments(front.slug) : name.slug;
    const slug = slugWritten.replace(/^\/+|\/+$/g, '');
    return {
      ...source,
      contentPath: `${postsPrefix(blog)}${source.contentPath}`,
      page: true,
      post: {
        path: `${blog.routeBasePath}/${slug === '' ? '' : `${slug}/`}`,
        date,
        authors: postAuthors(front, authors, source.path, diagnostics, (key) => findFrontMatterKey(source.text, key)),
        truncated: TRUNCATE.test(source.text),
        ...(blog.showReadingTime
          ? { minutes: readingMinutes(source.text.slice(frontMatterEnd(source.text)), locale) }
          : {}),
      },
    };
  });
  return { posts, assets, authors };
}

/** A post dated neither by its name nor its front matter: the file's own date, said once per post. */
function undatedDay(root: string, file: string, diagnostics: Diagnostic[]): string {
  diagnostics.push(
    problem(file, 'Post has no date: dated by its file', 'start its name with YYYY-MM-DD- or give it a date'),
  );
  return new Date(statSync(path.join(root, file)).mtimeMs).toISOString().slice(0, 10);
}

function problem(file: string, message: string, hint: string): Diagnostic {
  return { severity: 'warning', file, line: 1, column: 1, message, ruleId: 'blog-post-date', hint };
}

/** Where the text starts after the front matter (0 without one). */
function frontMatterEnd(text: string): number {
  const yaml = frontMatterText(text);
  return yaml === undefined ? 0 : text.indexOf('\n---', yaml.length) + 4;
}
