// What a doc's links are resolved against: its content path, the site's base, the routes of docs,
// and whether Docusaurus's URL of the page ends in `/` (a relative URL is then read from the page itself).
import { isFolderIndexPath } from '../../core/routes.js';
import type { SourceFile } from '../../core/model.js';
import type { LinkContext } from './data.js';

/** The front matter's `slug` (its value, quotes left out). */
const SLUG = /^slug[ \t]*:[ \t]*(["']?)([^\n"']*)\1[ \t]*$/m;

/**
 * Docusaurus's URL of a doc ends in `/` when its slug does; with no slug, when it is a folder's index
 * doc (`index.md`, `README.md`, `<folder>/<folder>.md`). Other docs' and every post's URLs end in their name.
 */
export function urlEndsInSlash(source: SourceFile): boolean {
  const end = source.text.startsWith('---') ? source.text.indexOf('\n---', 3) : -1;
  const slug = end > 0 ? SLUG.exec(source.text.slice(3, end))?.[2]?.trim() : undefined;
  return permalinkEndsInSlash(source, slug);
}

/** The rule above, from the doc's slug once its front matter is read. */
export function permalinkEndsInSlash(source: Pick<SourceFile, 'post' | 'contentPath'>, slug: string | undefined) {
  // A post's URL ends in its slug, whatever its file is called (`2026-01-01-a/index.md` → `/blog/a`).
  if (source.post) return false;
  if (slug) return slug.endsWith('/');
  return isFolderIndexPath(source.contentPath);
}

export function linkContextOf(
  source: SourceFile,
  table: { base: string; routeOf(contentPath: string): string | undefined },
): LinkContext {
  return {
    contentPath: source.contentPath,
    base: table.base,
    routeOf: table.routeOf,
    urlEndsInSlash: urlEndsInSlash(source),
  };
}
