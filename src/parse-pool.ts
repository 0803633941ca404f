import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MarkdownPipeline } from './markdown/pipeline.js';
import type { Doc, SourceFile } from './model.js';
import { parseDoc, type ParseResult, type RouteTable } from './parse.js';
import type { ParseWorkerData } from './parse-worker.js';
import type { Locale } from './render/strings.js';

/** Below this many docs, starting workers (each loads the whole unified chain) costs more than it saves. */
export const WORKER_THRESHOLD = 300;
const CHUNK = 40;

const workerFile = new URL('./parse-worker.js', import.meta.url);

export interface PoolOptions {
  pipeline: MarkdownPipeline;
  table: RouteTable;
  routes: ReadonlyMap<string, string>;
  locale: Locale;
  /** Number of worker threads; default: one per core beyond the main thread's. */
  workers?: number;
}

/**
 * Parses every source, in worker threads when the site is large enough. The main thread takes
 * chunks too, so two cores mean two parsers. Results come back in source order.
 */
export async function parseAll(sources: readonly SourceFile[], options: PoolOptions): Promise<ParseResult[]> {
  const workers = options.workers ?? availableParallelism() - 1;
  // Under vitest the worker is TypeScript with no compiled file beside it: parse in this thread.
  if (sources.length < WORKER_THRESHOLD || workers < 1 || !existsSync(fileURLToPath(workerFile))) {
    return sources.map((source) => parseDoc(options.pipeline, source, options.table));
  }
  const results: ParseResult[] = new Array(sources.length);
  let next = 0;
  const take = (): [number, SourceFile[]] | undefined => {
    if (next >= sources.length) return undefined;
    const start = next;
    next = Math.min(sources.length, next + CHUNK);
    return [start, sources.slice(start, next)];
  };
  const data: ParseWorkerData = { base: options.table.base, locale: options.locale, routes: [...options.routes] };
  const pool = Array.from({ length: workers }, () => new Worker(workerFile, { workerData: data }));
  const runWorker = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let current: [number, SourceFile[]] | undefined;
      const send = () => {
        current = take();
        if (current) worker.postMessage(current[1]);
        else resolve();
      };
      worker.on('message', (parsed: Array<{ doc: Omit<Doc, 'source'>; diagnostics: ParseResult['diagnostics'] }>) => {
        const [start, chunk] = current!;
        parsed.forEach((result, i) => {
          results[start + i] = { doc: { ...result.doc, source: chunk[i]! } as Doc, diagnostics: result.diagnostics };
        });
        send();
      });
      worker.on('error', reject);
      send();
    });
  const runMain = async () => {
    for (let chunk = take(); chunk; chunk = take()) {
      const [start, list] = chunk;
      list.forEach((source, i) => (results[start + i] = parseDoc(options.pipeline, source, options.table)));
      // Let worker messages in between chunks, so workers never wait for the main thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([...pool.map(runWorker), runMain()]);
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return results;
}
