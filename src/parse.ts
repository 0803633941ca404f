import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import { parseFrontMatter } from './content/frontmatter.js';
import type { LinkContext } from './markdown/data.js';
import type { MarkdownPipeline } from './markdown/pipeline.js';
import type { Diagnostic, Doc, SourceFile } from './model.js';
import { docIdFromPath, routeFromId } from './routes.js';

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

/** `SourceFile` → `Doc`: front matter, Markdown → HTML, headings, links, search sections. */
export function parseDoc(pipeline: MarkdownPipeline, source: SourceFile, table: RouteTable): ParseResult {
  const frontMatter = parseFrontMatter(source.path, source.text);
  const diagnostics = [...frontMatter.diagnostics];
  const id = docIdFromPath(source.contentPath);
  const linkContext: LinkContext = { contentPath: source.contentPath, base: table.base, routeOf: table.routeOf };
  const file = new VFile({ path: source.path, value: source.text, data: { linkContext } });
  const processor = pipeline.forText(source.text);
  const mdast = processor.parse(file);
  const hast = processor.runSync(mdast, file);
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
  const title = frontMatter.data.title ?? file.data.headings?.[0]?.text ?? '';
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
  const doc: Doc = {
    id,
    source,
    frontMatter: frontMatter.data,
    title,
    route: table.routeOf(source.contentPath) ?? routeFromId(table.base, id, frontMatter.data.slug),
    html: toHtml(hast),
    headings: file.data.headings ?? [],
    anchorIds: file.data.anchorIds ?? new Set(),
    links: file.data.links ?? [],
    sections: file.data.sections ?? [],
    bodyStart: { line: frontMatter.bodyLine, column: 1 },
  };
  return { doc, diagnostics };
}
