import { availableParallelism } from 'node:os';
import type { MarkdownPipeline, PipelineOptions } from './markdown/pipeline.js';
import type { SourceFile } from '../core/model.js';
import {
  parseBodiesWithin,
  parseBodyWithin,
  parsedWithExcerpt,
  type BodyResult,
  type RouteTable,
} from './parse-body.js';
import { DEFAULT_PARSE_SECONDS, overDeadline } from './deadline.js';
import {
  hasWorkerFile,
  parseAlone,
  startWorker,
  workerDataOf,
  type ParseAnswer,
  type ParseJob,
} from './worker-start.js';
import { mayImport } from './mdx/compile.js';
import type { StringsData } from '../core/strings.js';
import { parseMdxBody, type MdxContext } from './mdx/parse-mdx.js';
import { hasUserPlugins } from './markdown/user-plugins.js';
import { loadHtmlParserFor } from './markdown/html/load.js';
import { present } from '../core/present.js';
import { parsesAsMdx, readsMdx1, type MarkdownFormat } from '../core/markdown-format.js';

/**
 * Below this many docs, starting workers (each loads the whole unified chain) costs more than it saves.
 * Measured on two cores, workers did not pay off on fewer docs even with 1.3 MB of MDX (Prettier's site:
 * 5.5 s in this thread, 6.1 s with one worker, 6.2 s with two): each loads and warms the same code.
 */
export const WORKER_THRESHOLD = 300;
/** MDX costs about this many times as much to parse as Markdown of the same length. */
const MDX_WEIGHT = 3;
/** A chunk sent to a worker: up to this many docs, or this much (weighted) text, so both finish together. */
const CHUNK = 20;
const CHUNK_TEXT = 48_000;
/** Chunks queued per worker (by default), so a worker has its next chunk while its last result is on the way back. */
const IN_FLIGHT = 2;
/**
 * How long a doc parses in this thread before it is handed to a worker of its own (and parsed again
 * there, up to the deadline): this thread must stay free to answer SIGTERM within a second.
 */
export const IN_THREAD_MS = 500;
/** Docs this thread parses under one watchdog, its pages rendered when the batch ends. */
const HERE_BATCH = 16;
/**
 * A Markdown doc this long takes longer than IN_THREAD_MS to parse (500 KB of lists, tables and code:
 * 1.3 s): it goes to a worker of its own at once, which parses it while this thread parses the rest.
 */
export const OWN_WORKER_FROM = 256 * 1024;

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
 * main thread (which also receives every result and renders the pages). MDX docs that import nothing
 * go to the workers too; those that import site components are bundled and rendered in this thread,
 * which has the bundler and the components, while the workers parse the rest.
 */
export async function* parseBodies(sources: readonly SourceFile[], options: PoolOptions): AsyncGenerator<ParsedBody> {
  const format = options.pipelineOptions.plugins?.format ?? 'detect';
  const sourceAt = (index: number) => present(sources[index], 'source');
  const { markdown, mdxHere, mdxAnywhere } = partition(sources, format);
  if (!options.mdx) {
    for (const index of [...mdxHere, ...mdxAnywhere]) yield [index, mdxTurnedOff(sourceAt(index))];
    mdxHere.length = 0;
    mdxAnywhere.length = 0;
  }
  const workers = options.workers ?? defaultWorkers();
  const parseMdx = (index: number) => parseMdxHere(sourceAt(index), options);
  if (!usesWorkers(markdown.length + mdxAnywhere.length, workers)) {
    for (const index of [...mdxHere, ...mdxAnywhere]) yield [index, await parseMdx(index)];
    for await (const [at, result] of parseHere(markdown.map(sourceAt), options, canSpawn(workers) ? workers : 0))
      yield [present(markdown[at], `doc ${at}`), result];
    return;
  }
  const jobs = [...mdxAnywhere, ...markdown];
  const { answers, stop } = startWorkers(
    [
      ...mdxAnywhere.map((index): ParseJob => ({ source: sourceAt(index), mdx: true })),
      ...markdown.map((index): ParseJob => ({ source: sourceAt(index) })),
    ],
    options,
    workers,
  );
  try {
    // This thread's own MDX docs while the workers parse, then the workers' answers.
    for (const index of mdxHere) yield [index, await parseMdx(index)];
    for await (const [at, answer] of answers) {
      const index = present(jobs[at], `job ${at}`);
      yield [index, answer ?? (await parseMdx(index))];
    }
  } finally {
    // Also when this thread's docs throw, or the reader stops early: workers would keep the process alive.
    await stop();
  }
}

const defaultWorkers = () => Math.max(1, availableParallelism());
const canSpawn = (workers: number) => workers >= 1 && hasWorkerFile();
/** Whether parseBodies sends this many docs (Markdown and MDX that imports nothing) to workers. */
const usesWorkers = (anywhere: number, workers: number) => canSpawn(workers) && anywhere >= WORKER_THRESHOLD;

/** Sources by where they are parsed: Markdown, MDX that may import (this thread), MDX that does not. */
function partition(sources: readonly SourceFile[], format: MarkdownFormat) {
  const markdown: number[] = [];
  const mdxHere: number[] = [];
  const mdxAnywhere: number[] = [];
  for (const [index, source] of sources.entries()) {
    if (!parsesAsMdx(source, format)) markdown.push(index);
    // A Docusaurus 2 `.md` doc read as MDX is read as Markdown after all when MDX 3 cannot parse it:
    // this thread has both pipelines.
    else (mayImport(source.text) || readsMdx1(source.path, format) ? mdxHere : mdxAnywhere).push(index);
  }
  return { markdown, mdxHere, mdxAnywhere };
}

/** The texts of the MDX docs parseBodies compiles in this thread, in the order it compiles them. */
export function mdxTextsParsedHere(sources: readonly SourceFile[], format: MarkdownFormat): string[] {
  const { markdown, mdxHere, mdxAnywhere } = partition(sources, format);
  const here = usesWorkers(markdown.length + mdxAnywhere.length, defaultWorkers())
    ? mdxHere
    : [...mdxHere, ...mdxAnywhere];
  return here.map((index) => present(sources[index], 'source').text);
}

async function parseMdxHere(source: SourceFile, options: PoolOptions): Promise<BodyResult> {
  const mdx = present(options.mdx, 'the MDX context');
  // An image inlined as SVG (`#inline`) is read with the HTML parser while the doc compiles.
  await loadHtmlParserFor([source], hasUserPlugins(options.pipelineOptions.plugins));
  const result = await parsedWithExcerpt(source, (text) => parseMdxBody(text, options.table, mdx, options.deadlineMs));
  if (!readsMdx1(source.path, options.pipelineOptions.plugins?.format ?? 'detect')) return result;
  const refused = result.diagnostics.find((diagnostic) => diagnostic.severity === 'error');
  return refused ? await readAsMarkdownAfterAll(source, options, refused) : result;
}

/**
 * MDX 1 read `{` and `<` in a Markdown line as text where MDX 3 reads code: a Docusaurus 2 doc that
 * MDX 3 cannot parse, compile or run (`{user.home}` in a sentence is an undefined variable to it) is
 * read as Markdown, as all its `.md` docs were before, and says so where MDX stopped.
 */
async function readAsMarkdownAfterAll(
  source: SourceFile,
  options: PoolOptions,
  refused: BodyResult['diagnostics'][number],
): Promise<BodyResult> {
  const deadlineMs = options.deadlineMs ?? DEFAULT_PARSE_SECONDS * 1000;
  const workers = options.workers ?? defaultWorkers();
  const slice = inThreadSlice(deadlineMs, canSpawn(workers) ? workers : 0);
  const markdown = await parseMarkdownHere(source, options, slice, deadlineMs);
  const said: BodyResult['diagnostics'][number] = {
    ...refused,
    severity: 'warning',
    message: `Read as Markdown, its components shown as text: MDX 3 cannot read it (${refused.message})`,
    ruleId: 'mdx1-syntax',
    hint: 'write it for MDX 3, as Docusaurus 3 will need, or set markdown.format to "detect" to read it as Markdown',
  };
  return { ...markdown, diagnostics: [said, ...markdown.diagnostics] };
}

function mdxTurnedOff(source: SourceFile): BodyResult {
  return {
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
  };
}

function workerData(options: PoolOptions, deadlineMs: number) {
  return workerDataOf({
    base: options.table.base,
    routes: options.routes,
    strings: options.strings,
    pipelineOptions: options.pipelineOptions,
    deadlineMs,
    mdx: options.mdx !== undefined,
    ...(options.siteRoot === undefined ? {} : { siteRoot: options.siteRoot }),
  });
}

/**
 * Markdown docs parsed in this thread, each handed to a worker of its own if it runs past IN_THREAD_MS;
 * docs of OWN_WORKER_FROM or more go to up to `workers` workers at once (none: all parsed here).
 */
async function* parseHere(
  sources: readonly SourceFile[],
  options: PoolOptions,
  workers: number,
): AsyncGenerator<ParsedBody> {
  const deadlineMs = options.deadlineMs ?? DEFAULT_PARSE_SECONDS * 1000;
  // Only docs parsed in this thread need the HTML parser here; workers load their own.
  await loadHtmlParserFor(sources, hasUserPlugins(options.pipelineOptions.plugins));
  const slice = inThreadSlice(deadlineMs, workers);
  const long = [...sources.entries()]
    .filter(([, source]) => workers > 0 && source.text.length >= OWN_WORKER_FROM)
    .map(([index]) => index);
  if (long.length === 0) {
    yield* parseEachHere(sources, options, new Set(), slice, deadlineMs);
    return;
  }
  const { answers, stop } = startWorkers(
    long.map((index): ParseJob => ({ source: present(sources[index], 'source') })),
    options,
    Math.min(workers, long.length),
    // One doc at a time per worker: a long doc takes seconds, so none waits queued behind another.
    1,
  );
  try {
    yield* parseEachHere(sources, options, new Set(long), slice, deadlineMs);
    // A Markdown job is always answered with a body.
    for await (const [at, answer] of answers) yield [present(long[at], `doc ${at}`), present(answer, 'body')];
  } finally {
    await stop();
  }
}

async function* parseEachHere(
  sources: readonly SourceFile[],
  options: PoolOptions,
  elsewhere: ReadonlySet<number>,
  slice: number,
  deadlineMs: number,
): AsyncGenerator<ParsedBody> {
  const here = [...sources.keys()].filter((index) => !elsewhere.has(index));
  for (let start = 0; start < here.length; start += HERE_BATCH) {
    const batch = here.slice(start, start + HERE_BATCH);
    const docs = batch.map((index) => present(sources[index], `doc ${index}`));
    const results = await parseBodiesWithin(options.pipeline, docs, options.table, slice);
    for (const [at, index] of batch.entries())
      yield [index, results[at] ?? (await pastSlice(present(docs[at], 'doc'), options, slice, deadlineMs))];
  }
}

/** How long a doc parses in this thread before a worker takes it over: the whole deadline when none can start. */
function inThreadSlice(deadlineMs: number, workers: number): number {
  return workers > 0 ? Math.min(IN_THREAD_MS, deadlineMs) : deadlineMs;
}

/** A Markdown doc parsed in this thread for `slice` ms; if it runs longer, in a worker of its own to the deadline. */
async function parseMarkdownHere(
  source: SourceFile,
  options: PoolOptions,
  slice: number,
  deadlineMs: number,
): Promise<BodyResult> {
  const result = await parseBodyWithin(options.pipeline, source, options.table, slice);
  return result ?? pastSlice(source, options, slice, deadlineMs);
}

/** A doc that ran past this thread's slice: in a worker of its own to the deadline, or over it. */
function pastSlice(source: SourceFile, options: PoolOptions, slice: number, deadlineMs: number): Promise<BodyResult> {
  // Made only when a worker starts: it throws for a chain with plugins but no site folder to load them from.
  return slice < deadlineMs
    ? parseAlone(source, workerData(options, deadlineMs))
    : Promise.resolve(overDeadline(source, deadlineMs));
}

/** A job's share of a chunk: its text, MDX counted MDX_WEIGHT times. */
const weightOf = (job: ParseJob) => (job.mdx ? MDX_WEIGHT : 1) * job.source.text.length;

/**
 * Starts the workers now and sends them the jobs in chunks; the answers come out as they arrive,
 * each with the job's place in `jobs`. `stop` ends the workers (reading every answer does too).
 */
function startWorkers(
  jobs: readonly ParseJob[],
  options: PoolOptions,
  workers: number,
  inFlight = IN_FLIGHT,
): { answers: AsyncGenerator<[number, ParseAnswer]>; stop: () => Promise<void> } {
  let next = 0;
  const take = (): [number, ParseJob[]] | undefined => {
    if (next >= jobs.length) return undefined;
    const start = next;
    let text = 0;
    while (next < jobs.length && next - start < CHUNK && text < CHUNK_TEXT) text += weightOf(jobs[next++] as ParseJob);
    return [start, jobs.slice(start, next)];
  };
  const ready: Array<[number, ParseAnswer]> = [];
  let busy = workers;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  const data = workerData(options, options.deadlineMs ?? DEFAULT_PARSE_SECONDS * 1000);
  const pool = Array.from({ length: workers }, () => startWorker(data));
  for (const worker of pool) {
    // A worker answers in the order it was sent chunks.
    const sent: Array<[number, ParseJob[]]> = [];
    const send = () => {
      const chunk = take();
      if (chunk) {
        sent.push(chunk);
        worker.postMessage(chunk[1]);
      }
    };
    worker.on('message', (answers: ParseAnswer[]) => {
      const [start] = present(sent.shift(), 'chunk sent to the worker');
      answers.forEach((answer, i) => {
        ready.push([start + i, answer]);
      });
      send();
      if (sent.length === 0) busy--;
      signal();
    });
    worker.on('error', (error) => {
      failure ??= { error };
      signal();
    });
    for (let i = 0; i < inFlight; i++) send();
    if (sent.length === 0) busy--;
  }
  const stop = async () => {
    await Promise.all(pool.map((worker) => worker.terminate()));
  };
  const answers = (async function* answers() {
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
      await stop();
    }
  })();
  return { answers, stop };
}
