// Runs in a worker thread: parses the docs it is sent with its own pipeline, so parsing uses every core.
import { parentPort, workerData } from 'node:worker_threads';
import { createPipeline, type PipelineOptions } from './markdown/pipeline.js';
import { parseBodiesWithin, parsedWithExcerpt, type BodyResult } from './parse-body.js';
import { overDeadline } from './deadline.js';
import { createStrings, type StringsData } from '../core/strings.js';
import { loadHtmlParserFor } from './markdown/html/load.js';
import { hasUserPlugins } from './markdown/user-plugins.js';
import { createHighlighter } from './markdown/code/highlighter.js';
import type { SourceFile } from '../core/model.js';
import type { MdxCompileContext } from './mdx/parse-mdx.js';
import { workerPipelineOptions } from './worker-options.js';

/** A doc sent to a worker: Markdown, or MDX that imports nothing (`mdx`), which the worker compiles and renders. */
export interface ParseJob {
  source: SourceFile;
  mdx?: true;
}

/**
 * What a worker answers for a job: the doc's body, or `null` for an MDX doc that imports something
 * after all (a plugin added the import), which the main thread bundles or serves.
 */
export type ParseAnswer = BodyResult | null;

export interface ParseWorkerData {
  base: string;
  strings: StringsData;
  routes: Array<[string, string]>;
  /** The pipeline's options but the site's plugins: functions cannot be posted to a thread. */
  pipelineOptions: Omit<PipelineOptions, 'plugins'>;
  /** The site folder whose config holds remark/rehype plugins: the worker loads them itself. */
  pluginsFrom?: string;
  /** The site folder, when the worker may be sent MDX docs (those that import nothing). */
  mdxRoot?: string;
  /** How long one doc may take to parse (config `limits.parseSeconds`). */
  deadlineMs: number;
}

const { base, strings, routes, pipelineOptions, pluginsFrom, mdxRoot, deadlineMs } = workerData as ParseWorkerData;
const routeMap = new Map(routes);
const options = await workerPipelineOptions(pipelineOptions, pluginsFrom);
const siteStrings = createStrings(strings.locale, strings.catalogue);
const pipeline = createPipeline(siteStrings, options);
const table = { base, routeOf: (contentPath: string) => routeMap.get(contentPath) };
let mdx: { context: MdxCompileContext; parse: typeof import('./mdx/parse-mdx.js').parseUnbundledMdxBody } | undefined;

/** An MDX doc compiled and rendered here, or `null`: it imports something, which only the main thread has. */
async function parseMdx(job: ParseJob): Promise<BodyResult | null> {
  if (mdxRoot === undefined) return null;
  if (!mdx) {
    // MDX's compiler and React load only in a worker that is sent an MDX doc.
    const { parseUnbundledMdxBody } = await import('./mdx/parse-mdx.js');
    const context = { root: mdxRoot, strings: siteStrings, highlighter: createHighlighter(), pipelineOptions: options };
    mdx = { context, parse: parseUnbundledMdxBody };
  }
  const { context, parse } = mdx;
  return (await parsedWithExcerpt(job.source, (source) => parse(source, table, context, deadlineMs))) ?? null;
}

// Chunks are answered in the order they came, even when a plugin makes parsing async.
let queue = Promise.resolve();
parentPort?.on('message', (jobs: ParseJob[]) => {
  queue = queue.then(async () => {
    // The main thread reads headers; only the parsed bodies cross back. The HTML parser serves raw
    // HTML, and images inlined as SVG (`#inline`) in Markdown and MDX docs alike.
    await loadHtmlParserFor(
      jobs.map((job) => job.source),
      hasUserPlugins(options.plugins),
    );
    const markdown = jobs.filter((job) => !job.mdx).map((job) => job.source);
    const parsed = await parseBodiesWithin(pipeline, markdown, table, deadlineMs);
    let next = 0;
    const bodies: Array<BodyResult | null> = [];
    for (const job of jobs) {
      if (job.mdx) bodies.push(await parseMdx(job));
      else bodies.push(parsed[next++] ?? overDeadline(job.source, deadlineMs));
    }
    parentPort?.postMessage(bodies);
  });
});
