import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import type { LinkContext } from './markdown/data.js';
import type { MarkdownPipeline } from './markdown/pipeline.js';
import type { RouteTable } from '../load/doc-header.js';
import type { Diagnostic, DocBody, SourceFile } from '../core/model.js';

export type { RouteTable } from '../load/doc-header.js';

export interface BodyResult {
  body: DocBody;
  diagnostics: Diagnostic[];
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
