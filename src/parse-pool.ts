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
const CHUNK = 20;
/** Chunks queued per worker, so a worker has its next chunk while its last result is on the way back. */
const IN_FLIGHT = 2;

const workerFile = new URL('./parse-worker.js', import.meta.url);

export interface PoolOptions {
  pipeline: MarkdownPipeline;
  table: RouteTable;
  routes: ReadonlyMap<string, string>;
  locale: Locale;
  /** Number of worker threads; default: one per core. */
  workers?: number;
}

/**
 * Parses every source, in worker threads when the site is large enough. The main thread only hands
 * out chunks: measured on two cores, two workers beat a worker plus the main thread (which also
 * receives every result). Results come back in source order.
 */
export async function parseAll(sources: readonly SourceFile[], options: PoolOptions): Promise<ParseResult[]> {
  const workers = options.workers ?? Math.max(1, availableParallelism());
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
      // A worker answers in the order it was sent chunks.
      const sent: Array<[number, SourceFile[]]> = [];
      const send = () => {
        const chunk = take();
        if (chunk) {
          sent.push(chunk);
          worker.postMessage(chunk[1]);
        }
      };
      worker.on('message', (parsed: Array<{ doc: Omit<Doc, 'source'>; diagnostics: ParseResult['diagnostics'] }>) => {
        const [start, chunk] = sent.shift()!;
        parsed.forEach((result, i) => {
          results[start + i] = { doc: { ...result.doc, source: chunk[i]! } as Doc, diagnostics: result.diagnostics };
        });
        send();
        if (sent.length === 0) resolve();
      });
      worker.on('error', reject);
      for (let i = 0; i < IN_FLIGHT; i++) send();
      if (sent.length === 0) resolve();
    });
  try {
    await Promise.all(pool.map(runWorker));
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return results;
}
