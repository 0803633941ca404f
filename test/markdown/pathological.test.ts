// Markdown no person writes: thousands of nested lists or quotes, and a parser that throws. Each is
// an error of its doc, with a position; the build never crashes (in this thread or a worker).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../src/core/model.js';
import { createStrings } from '../../src/core/strings.js';
import { createPipeline, type MarkdownPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseBody, type BodyResult } from '../../src/parse/parse-body.js';
import type { ParseJob, ParseWorkerData } from '../../src/parse/parse-worker.js';
import { repoRoot } from '../helpers/sites.js';

const pipeline = createPipeline(createStrings('pt-BR'));
const table = { base: '/manual/', routeOf: () => undefined };

function source(body: string): SourceFile {
  return {
    path: 'content/fundo.md',
    contentPath: 'fundo.md',
    text: `---\ntitle: Fundo\n---\n${body}`,
    hash: String(body.length),
  } as SourceFile;
}

const errors = (result: BodyResult) =>
  result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`);

describe('pathological Markdown', () => {
  it('refuses 10,000 nested list items at the line and column where nesting passes 100', () => {
    const result = parseBody(pipeline, source(`Texto.\n\n${'- '.repeat(10_000)}fim\n`), table);
    expect(errors(result)).toEqual([
      '6:201 nesting-too-deep Lists, block quotes or directives are nested more than 100 levels deep',
    ]);
    expect(result.body.html).toBe('');
  });

  it('refuses 10,000 nested block quotes, and lists nested by indentation', () => {
    expect(errors(parseBody(pipeline, source(`${'>'.repeat(10_000)} fim\n`), table))).toEqual([
      '4:101 nesting-too-deep Lists, block quotes or directives are nested more than 100 levels deep',
    ]);
    const indented = Array.from({ length: 150 }, (_, level) => `${'  '.repeat(level)}- nível ${level + 1}`).join('\n');
    expect(errors(parseBody(pipeline, source(indented), table))).toEqual([
      '104:201 nesting-too-deep Lists, block quotes or directives are nested more than 100 levels deep',
    ]);
  });

  it('parses 100 levels, and leaves thematic breaks and code alone', () => {
    const result = parseBody(
      pipeline,
      source(`${'> '.repeat(50)}${'- '.repeat(50)}fundo\n\n${'* '.repeat(150)}\n`),
      table,
    );
    expect(errors(result)).toEqual([]);
    expect(result.body.html).toContain('fundo');
    expect(result.body.html.match(/<blockquote>/g)).toHaveLength(50);
  });

  it('reports any exception of the parser as an error of the doc at 1:1', () => {
    const throwing: MarkdownPipeline = {
      forText: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    };
    expect(errors(parseBody(throwing, source('Texto.'), table))).toEqual([
      '1:1 markdown-parse-failed Markdown could not be parsed: RangeError: Maximum call stack size exceeded',
    ]);
  });

  it('reports it the same way from a parse worker (compiled CLI)', async () => {
    const file = path.join(repoRoot, 'dist/parse-worker.js');
    expect(existsSync(file)).toBe(true);
    const data: ParseWorkerData = {
      base: '/manual/',
      strings: { locale: 'pt-BR', catalogue: createStrings('pt-BR').catalogue },
      routes: [],
      pipelineOptions: {},
      deadlineMs: 10_000,
    };
    const worker = new Worker(file, { workerData: data });
    try {
      const answer = new Promise<BodyResult[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      const jobs: ParseJob[] = [{ source: source(`${'> '.repeat(10_000)}fim`) }, { source: source('Normal.') }];
      worker.postMessage(jobs);
      const [deep, normal] = await answer;
      expect(errors(deep!)).toEqual([
        '4:201 nesting-too-deep Lists, block quotes or directives are nested more than 100 levels deep',
      ]);
      expect(normal!.body.html).toContain('Normal.');
    } finally {
      await worker.terminate();
    }
  });
});
