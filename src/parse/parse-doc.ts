import { readHeader, type RouteTable } from '../load/doc-header.js';
import type { MarkdownPipeline } from './markdown/pipeline.js';
import type { Diagnostic, Doc, SourceFile } from '../core/model.js';
import { parseBody } from './parse-body.js';

export interface ParseResult {
  doc: Doc;
  diagnostics: Diagnostic[];
}

/** Header and body of one doc, in this thread. */
export function parseDoc(pipeline: MarkdownPipeline, source: SourceFile, table: RouteTable): ParseResult {
  const { header, diagnostics } = readHeader(source, table);
  const body = parseBody(pipeline, source, table);
  return { doc: { ...header, ...body.body }, diagnostics: [...diagnostics, ...body.diagnostics] };
}
