// Kept apart from the Markdown parser: the parse workers never load the YAML and schema code.
import { parseFrontMatter, POST_KEYS, type FrontMatterResult } from './frontmatter.js';
import type { Diagnostic, DocHeader, SourceFile } from '../core/model.js';
import { docIdFromPath, docSlugFromFolder, isFolderIndexPath, routeFromId } from '../core/routes.js';
import { contentTitle, leadingTitle } from './content-title.js';
import { sourceFrontMatterText } from './lazy-source.js';
import { bodyOf as textBody } from './front-matter-fence.js';
import { pathInBlog, postName } from './blog/post-name.js';

export interface HeaderResult {
  header: DocHeader;
  diagnostics: Diagnostic[];
}

export interface RouteTable {
  base: string;
  routeOf(contentPath: string): string | undefined;
}

/** One reading of each source's front matter, by the YAML parser, shared by its route and its header. */
const frontMatters = new WeakMap<SourceFile, FrontMatterResult>();

function frontMatterOf(source: SourceFile): FrontMatterResult {
  let found = frontMatters.get(source);
  if (!found)
    frontMatters.set(source, (found = parseFrontMatter(source.path, source.text, source.post ? POST_KEYS : undefined)));
  return found;
}

/**
 * Front matter only: enough to know every doc's route before any Markdown is parsed. A front matter
 * that cannot name a `slug` (no such word, no escape) is not parsed here: a warm build keeps most
 * docs' headers and would otherwise parse every front matter only for this.
 */
export function routeOfSource(base: string, source: SourceFile): string {
  if (!mayNameRoute(source))
    return routeFromId(base, docIdFromPath(source.contentPath), undefined, isFolderIndexPath(source.contentPath));
  const { data } = frontMatterOf(source);
  return docRoute(base, source, data.id, data.slug);
}

function mayNameRoute(source: SourceFile): boolean {
  const block = sourceFrontMatterText(source);
  return block !== undefined && (block.includes('slug') || /^["']?id\b/m.test(block) || block.includes('\\'));
}

/**
 * Docusaurus's doc id: the folder, then front matter `id` or the file name without its number
 * prefix (`guides/01-setup.md` with `id: install` → `guides/install`).
 */
function docIdOf(source: SourceFile, frontMatterId: string | undefined): string {
  const fromPath = docIdFromPath(source.contentPath);
  if (frontMatterId === undefined) return fromPath;
  const folder = fromPath.split('/').slice(0, -1).join('/');
  return folder === '' ? frontMatterId : `${folder}/${frontMatterId}`;
}

/** A folder's index file keeps the folder's route whatever its `id`; any other doc's route follows its id. */
function docRoute(
  base: string,
  source: SourceFile,
  frontMatterId: string | undefined,
  slug: string | undefined,
): string {
  const fromPath = docIdFromPath(source.contentPath);
  const folderIndex = isFolderIndexPath(source.contentPath);
  return routeFromId(
    base,
    folderIndex ? fromPath : docIdOf(source, frontMatterId),
    slug === undefined ? undefined : docSlugFromFolder(slug, fromPath),
    folderIndex,
  );
}

/** Front matter `draft: true`: left out of a production build (only a front matter saying so is parsed). */
export function isDraft(source: SourceFile): boolean {
  const block = sourceFrontMatterText(source);
  return block !== undefined && /^["']?draft\b/m.test(block) && frontMatterOf(source).data.draft === true;
}

/** `SourceFile` → `DocHeader`: id, route, title and front matter, without parsing the Markdown. */
export function readHeader(source: SourceFile, table: RouteTable): HeaderResult {
  const frontMatter = frontMatterOf(source);
  const diagnostics = [...frontMatter.diagnostics];
  const id = docIdOf(source, frontMatter.data.id);
  const body = bodyOf(source, frontMatter.bodyLine);
  const bodyTitle = contentTitle(body);
  // A Markdown page has no file-name fallback (plugin-content-pages: frontMatter.title ?? contentTitle): untitled,
  // its <title> is the site's alone.
  const title =
    frontMatter.data.title ?? leadingTitle(body) ?? (source.page && !source.post ? '' : fallbackTitle(source));
  const header: DocHeader = {
    id,
    source,
    frontMatter: frontMatter.data,
    title,
    // Docusaurus shows a doc's own `# heading` in place of its front matter title (a post shows the title).
    ...(!source.post && bodyTitle !== undefined ? { heading: bodyTitle } : {}),
    route:
      table.routeOf(source.contentPath) ?? docRoute(table.base, source, frontMatter.data.id, frontMatter.data.slug),
    bodyStart: { line: frontMatter.bodyLine, column: 1 },
  };
  return { header, diagnostics };
}

/** The doc's text from its body's first line (`bodyLine`, after the front matter) on. */
export function bodyOf(source: SourceFile, bodyLine: number): string {
  return textBody(source.text, bodyLine);
}

/** Docusaurus's last resort for a doc with no `title` and no `# heading`: its file name without number prefix. */
function fallbackTitle(source: SourceFile): string {
  // A post's is its name without date (`2016-07-27-jest-14.md` → `jest-14`), as in Docusaurus.
  if (source.post) return postName(pathInBlog(source.contentPath)).text;
  return docIdFromPath(source.contentPath).split('/').pop() ?? '';
}
