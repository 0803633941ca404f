import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import { parseFrontMatter } from './content/frontmatter.js';
import type { LinkContext } from './markdown/data.js';
import type { MarkdownPipeline } from './markdown/pipeline.js';
import type { Diagnostic, Doc, DocBody, DocHeader, SourceFile } from './model.js';
import { docIdFromPath, routeFromId } from './routes.js';

export interface HeaderResult {
  header: DocHeader;
  diagnostics: Diagnostic[];
}

export interface BodyResult {
  body: DocBody;
  diagnostics: Diagnostic[];
}

export interface ParseResult {
  doc: Doc;
  diagnostics: Diagnostic[];
}

export interface RouteTable {
  base: string;
  routeOf(contentPath: string): string | undefined;
}

/** Front matter only: enough to know every doc's route before any Markdown is parsed. */
export function routeOfSource(base: string, source: SourceFile): string {
  const slug = /^slug:\s*["']?([^"'\n]+)["']?\s*$/m.exec(source.text.split(/\n---\s*\n/)[0] ?? '')?.[1];
  return routeFromId(base, docIdFromPath(source.contentPath), slug);
}

/** `SourceFile` → `DocHeader`: id, route, title and front matter, without parsing the Markdown. */
export function readHeader(source: SourceFile, table: RouteTable): HeaderResult {
  const frontMatter = parseFrontMatter(source.path, source.text);
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

/** `SourceFile` → `DocBody`: Markdown → HTML, headings, links, search sections. */
export function parseBody(pipeline: MarkdownPipeline, source: SourceFile, table: RouteTable): BodyResult {
  const diagnostics: Diagnostic[] = [];
  const linkContext: LinkContext = { contentPath: source.contentPath, base: table.base, routeOf: table.routeOf };
  const file = new VFile({ path: source.path, value: source.text, data: { linkContext } });
  const processor = pipeline.forText(source.text);
  const hast = processor.runSync(processor.parse(file), file);
  for (const problem of file.data.problems ?? []) diagnostics.push({ ...problem, file: source.path });
  for (const message of file.messages) {
    diagnostics.push({
      severity: message.fatal ? 'error' : 'warning',
      file: source.path,
      line: message.line ?? 1,
      column: message.column ?? 1,
      message: message.reason,
      ruleId: message.ruleId ?? 'markdown',
    });
  }
  const body: DocBody = {
    html: toHtml(hast),
    headings: file.data.headings ?? [],
    anchorIds: file.data.anchorIds ?? new Set(),
    links: file.data.links ?? [],
    sections: file.data.sections ?? [],
  };
  return { body, diagnostics };
}

/** Header and body of one doc, in this thread. */
export function parseDoc(pipeline: MarkdownPipeline, source: SourceFile, table: RouteTable): ParseResult {
  const { header, diagnostics } = readHeader(source, table);
  const body = parseBody(pipeline, source, table);
  return { doc: { ...header, ...body.body }, diagnostics: [...diagnostics, ...body.diagnostics] };
}
