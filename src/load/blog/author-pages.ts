// An author's page of posts, as Docusaurus gives one: `page: true` in authors.yml puts it at
// `<blog>/<authorsBasePath>/<kebab-case key>`, `page: { permalink }` at that path under the same folder.
import { kebabCase } from 'lodash-es';
import type { Diagnostic, PostAuthor } from '../../core/model.js';
import { withoutDotSegments } from '../../core/site-path.js';

/** The blog's authors folder from the locale's base, `blog/authors`. */
export const authorsPathOf = (blog: { routeBasePath: string; authorsBasePath: string }) =>
  `${blog.routeBasePath}/${blog.authorsBasePath}`;

/** The page an authors.yml entry asks for, from the locale's base (`blog/authors/ada/`); none without `page`. */
export function authorPage(key: string, entry: unknown, authorsPath: string): string | undefined {
  const page = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).page : undefined;
  const permalink = typeof page === 'object' && page !== null ? (page as Record<string, unknown>).permalink : undefined;
  const written = typeof permalink === 'string' ? withoutDotSegments(permalink).replace(/^\/+|\/+$/g, '') : '';
  // A permalink that names no folder would be the authors page itself: the key's page instead.
  const slug = page === true || (typeof page === 'object' && page !== null) ? written || kebabCase(key) : '';
  return slug === '' ? undefined : `${authorsPath}/${slug}/`;
}

/**
 * The authors with two pages at one place left without one but the first: an error at the file, as
 * Docusaurus refuses the duplicated permalinks.
 */
export function withOnePagePerPlace(
  authors: ReadonlyArray<[string, PostAuthor]>,
  file: string,
  diagnostics: Diagnostic[],
): Array<[string, PostAuthor]> {
  const owner = new Map<string, string>();
  return authors.map(([key, author]) => {
    if (author.page === undefined) return [key, author];
    const first = owner.get(author.page);
    if (first === undefined) {
      owner.set(author.page, key);
      return [key, author];
    }
    diagnostics.push({
      severity: 'error',
      file,
      line: 1,
      column: 1,
      message: `Authors "${first}" and "${key}" have the same page /${author.page}`,
      ruleId: 'blog-authors',
      hint: 'give one a page permalink of its own',
    });
    return [key, { ...author, page: undefined }];
  });
}
