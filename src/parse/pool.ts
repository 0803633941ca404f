import { availableParallelism } from 'node:os';
import type { MarkdownPipeline, PipelineOptions } from './markdown/pipeline.js';
import type { SourceFile } from '../core/model.js';
import { parseBodyWithin, parsedWithExcerpt, type BodyResult, type RouteTable } from './parse-body.js';
import { DEFAULT_PARSE_SECONDS, overDeadline } from './deadline.js';
import { hasWorkerFile, parseAlone, startWorker, workerDataOf } from './worker-start.js';
import type { StringsData } from '../core/strings.js';
import { parseMdxBody, type MdxContext } from './mdx/parse-mdx.js';
import { hasUserPlugins } from './markdown/user-plugins.js';
import { loadHtmlParserFor } from './markdown/html/load.js';
import { present } from '../core/present.js';
import { parsesAsMdx } from '../core/markdown-format.js';

/** Below this many docs, starting workers (each loads the whole unified chain) costs more than it saves. */
export const WORKER_THRESHOLD = 300;
const CHUNK = 20;
/** Chunks queued per worker, so a worker has its next chunk while its last result is on the way back. */
const IN_FLIGHT = 2;
/**
 * How long a doc parses in this thread before it is handed to a worker of its own (and parsed again
 * there, up to the deadline): this thread must stay free to answer SIGTERM within a second.
 */
export const IN_THREAD_MS = 500;

export interface PoolOptions {
  pipeline: MarkdownPipeline;
  table: RouteTable;
  routes: ReadonlyMap<string, string>;
  /** The interface strings, for the workers' own pipelines. */
  strings: StringsData;
  /** What the workers build their own pipeline with: the same as `pipeline`'s. */
  pipelineOptions: PipelineOptions;
  /** The site folder, whose config the workers load the site's plugins from. */
  siteRoot?: string;
  /** Number of worker threads; default: one per core. */
  workers?: number;
  /** How `.mdx` docs are compiled; without it they are errors. */
  mdx?: MdxContext;
  /** How long one Markdown doc may take to parse (config `limits.parseSeconds`); 10 s by default. */
  deadlineMs?: number;
}

/** One parsed doc: its place among the sources, and its body. */
export type ParsedBody = [index: number, result: BodyResult];

/**
 * Parses every source's Markdown, in worker threads when the site is large enough, and yields each
 * body as soon as it is ready (not in source order), so pages are rendered and written meanwhile.
 * The main thread only hands out chunks: measured on two cores, two workers beat a worker plus the
 * main thread (which also receives every result and renders the pages).
 */
export async function* parseBodies(sources: readonly SourceFile[], options: PoolOptions): AsyncGenerator<ParsedBody> {
  // MDX docs are compiled in this thread: each is bundled by esbuild (its own service, already
  // parallel) and rendered with the site's components, which a worker would have to load again.
  const markdown: number[] = [];
  for (const [index, source] of sources.entries()) {
    if (!parsesAsMdx(source.path, options.pipelineOptions.plugins?.format ?? 'detect')) markdown.push(index);
    else if (options.mdx) {
      await loadHtmlParserFor([source], hasUserPlugins(options.pipelineOptions.plugins));
      const { mdx } = options;
      yield [
        index,
        await parsedWithExcerpt(source, (text) => parseMdxBody(text, options.table, mdx, options.deadlineMs)),
      ];
    } else
      yield [
        index,
        {
          body: { html: '', headings: [], anchorIds: new Set(), links: [], sections: [] },
          diagnostics: [
            {
              severity: 'error',
              file: source.path,
              line: 1,
              column: 1,
              message:
                'MDX is turned off for this site (markdown.mdx: false): this doc would be compiled as MDX, ' +
                'code run at build time',
              ruleId: 'mdx',
              hint:
                'make it a .md doc read as Markdown (markdown.format "detect" or "md"), ' +
                'or set markdown.mdx: true if its writers are trusted as code is',
            },
          ],
        },
      ];
  }
  if (markdown.length === sources.length) {
    yield* parseMarkdownBodies(sources, options);
    return;
  }
  for await (const [at, result] of parseMarkdownBodies(
    markdown.map((i) => present(sources[i], 'source')),
    options,
  ))
    yield [present(markdown[at], `doc ${at}`), result];
}

async function* parseMarkdownBodies(sources: readonly SourceFile[], options: PoolOptions): AsyncGenerator<ParsedBody> {
  const workers = options.workers ?? Math.max(1, availableParallelism());
  const canSpawn = workers >= 1 && hasWorkerFile();
  const deadlineMs = options.deadlineMs ?? DEFAULT_PARSE_SECONDS * 1000;
  // Made only when a worker starts: it throws for a chain with plugins but no site folder to load them from.
  const dataOf = () =>
    workerDataOf({
      base: options.table.base,
      routes: options.routes,
      strings: options.strings,
      pipelineOptions: options.pipelineOptions,
      deadlineMs,
      ...(options.siteRoot === undefined ? {} : { siteRoot: options.siteRoot }),
    });
  if (sources.length < WORKER_THRESHOLD || !canSpawn) {
    // Only docs parsed in this thread need the HTML parser here; workers load their own.
    await loadHtmlParserFor(sources, hasUserPlugins(options.pipelineOptions.plugins));
    const slice = canSpawn ? Math.min(IN_THREAD_MS, deadlineMs) : deadlineMs;
    for (const [index, source] of sources.entries()) {
      const result = await parseBodyWithin(options.pipeline, source, options.table, slice);
      if (result) yield [index, result];
      else yield [index, slice < deadlineMs ? await parseAlone(source, dataOf()) : overDeadline(source, deadlineMs)];
    }
    return;
  }
  let next = 0;
  const take = (): [number, SourceFile[]] | undefined => {
    if (next >= sources.length) return undefined;
    const start = next;
    next = Math.min(sources.length, next + CHUNK);
    return [start, sources.slice(start, next)];
  };
  const ready: ParsedBody[] = [];
  let busy = workers;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  const data = dataOf();
  const pool = Array.from({ length: workers }, () => startWorker(data));
  for (const worker of pool) {
    // A worker answers in the order it was sent chunks.
    const sent: Array<[number, SourceFile[]]> = [];
    const send = () => {
      const chunk = take();
      if (chunk) {
        sent.push(chunk);
        worker.postMessage(chunk[1]);
      }
    };
    worker.on('message', (parsed: BodyResult[]) => {
      const [start] = present(sent.shift(), 'chunk sent to the worker');
      parsed.forEach((result, i) => {
        ready.push([start + i, result]);
      });
      send();
      if (sent.length === 0) busy--;
      signal();
    });
    worker.on('error', (error) => {
      failure ??= { error };
      signal();
    });
    for (let i = 0; i < IN_FLIGHT; i++) send();
    if (sent.length === 0) busy--;
  }
  try {
    for (;;) {
      if (failure) throw failure.error;
      if (ready.length > 0) {
        yield* ready.splice(0, ready.length);
        // Lets the workers' next results in even while this side always has something to do.
        await new Promise((resolve) => setImmediate(resolve));
      } else if (busy === 0) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
