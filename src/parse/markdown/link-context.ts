// What a doc's links are resolved against: its content path, the site's base, the routes of docs,
// and whether Docusaurus's URL of the page ends in `/` (a relative URL is then read from the page itself).
import { isFolderIndexPath } from '../../core/routes.js';
import type { SourceFile } from '../../core/model.js';
import type { LinkContext } from './data.js';

/** A `slug` that ends in `/` (or is `/`), in the front matter block only. */
const SLUG_WITH_SLASH = /^slug[ \t]*:[ \t]*(["']?)[^\n"']*\/\1[ \t]*$/m;

/**
 * Docusaurus gives a folder's index doc (`index.md`, `README.md`, `<folder>/<folder>.md`) and a doc
 * whose slug ends in `/` a URL ending in `/`; other docs' and every post's URLs end in their name.
 */
export function urlEndsInSlash(source: SourceFile): boolean {
  // A post's URL ends in its slug, whatever its file is called (`2026-01-01-a/index.md` → `/blog/a`).
  if (source.post) return false;
  if (isFolderIndexPath(source.contentPath)) return true;
  if (!source.text.startsWith('---')) return false;
  const end = source.text.indexOf('\n---', 3);
  return end > 0 && SLUG_WITH_SLASH.test(source.text.slice(3, end));
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
