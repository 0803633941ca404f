// Kept apart from the Markdown parser: the parse workers never load the YAML and schema code.
import { frontMatterText, parseFrontMatter, type FrontMatterResult } from './frontmatter.js';
import type { Diagnostic, DocHeader, SourceFile } from '../core/model.js';
import { docIdFromPath, routeFromId } from '../core/routes.js';
import { contentTitle } from './content-title.js';

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
  if (!found) frontMatters.set(source, (found = parseFrontMatter(source.path, source.text)));
  return found;
}

/**
 * Front matter only: enough to know every doc's route before any Markdown is parsed. A front matter
 * that cannot name a `slug` (no such word, no escape) is not parsed here: a warm build keeps most
 * docs' headers and would otherwise parse every front matter only for this.
 */
export function routeOfSource(base: string, source: SourceFile): string {
  const id = docIdFromPath(source.contentPath);
  return mayHaveSlug(source.text)
    ? routeFromId(base, id, frontMatterOf(source).data.slug)
    : routeFromId(base, id, undefined);
}

function mayHaveSlug(text: string): boolean {
  const block = frontMatterText(text);
  return block !== undefined && (block.includes('slug') || block.includes('\\'));
}

/** `SourceFile` → `DocHeader`: id, route, title and front matter, without parsing the Markdown. */
export function readHeader(source: SourceFile, table: RouteTable): HeaderResult {
  const frontMatter = frontMatterOf(source);
  const diagnostics = [...frontMatter.diagnostics];
  const id = docIdFromPath(source.contentPath);
  const header: DocHeader = {
    id,
    source,
    frontMatter: frontMatter.data,
    title: frontMatter.data.title ?? titleFromBody(source, frontMatter.bodyLine),
    route: table.routeOf(source.contentPath) ?? routeFromId(table.base, id, frontMatter.data.slug),
    bodyStart: { line: frontMatter.bodyLine, column: 1 },
  };
  return { header, diagnostics };
}

/**
 * Docusaurus's fallbacks for a doc without `title`: its first `# heading`, then its file name without number prefix.
 */
function titleFromBody(source: SourceFile, bodyLine: number): string {
  const body = source.text
    .split('\n')
    .slice(bodyLine - 1)
    .join('\n');
  return contentTitle(body) ?? docIdFromPath(source.contentPath).split('/').pop() ?? '';
}
