// Kept apart from the Markdown parser: the parse workers never load the YAML and schema code.
import { parseFrontMatter, type FrontMatterResult } from './frontmatter.js';
import type { Diagnostic, DocHeader, SourceFile } from '../core/model.js';
import { docIdFromPath, routeFromId } from '../core/routes.js';

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

/** Front matter only: enough to know every doc's route before any Markdown is parsed. */
export function routeOfSource(base: string, source: SourceFile): string {
  return routeFromId(base, docIdFromPath(source.contentPath), frontMatterOf(source).data.slug);
}

/** `SourceFile` → `DocHeader`: id, route, title and front matter, without parsing the Markdown. */
export function readHeader(source: SourceFile, table: RouteTable): HeaderResult {
  const frontMatter = frontMatterOf(source);
  const diagnostics = [...frontMatter.diagnostics];
  const id = docIdFromPath(source.contentPath);
  // A YAML error already explains a missing title.
  if (frontMatter.data.title === undefined && !frontMatter.diagnostics.some((d) => d.ruleId === 'front-matter-yaml')) {
    diagnostics.push({
      severity: 'error',
      file: source.path,
      line: 1,
      column: 1,
      message: 'Doc has no title',
      ruleId: 'missing-title',
      hint: 'add `title: "…"` to the front matter',
    });
  }
  const header: DocHeader = {
    id,
    source,
    frontMatter: frontMatter.data,
    title: frontMatter.data.title ?? '',
    route: table.routeOf(source.contentPath) ?? routeFromId(table.base, id, frontMatter.data.slug),
    bodyStart: { line: frontMatter.bodyLine, column: 1 },
  };
  return { header, diagnostics };
}
