// Runs in a worker thread: parses the docs it is sent with its own pipeline, so parsing uses every core.
import { parentPort, workerData } from 'node:worker_threads';
import { createPipeline, type PipelineOptions } from './markdown/pipeline.js';
import type { SourceFile } from '../core/model.js';
import { parseBodyWithin } from './parse-body.js';
import { overDeadline } from './deadline.js';
import { createStrings, type StringsData } from '../core/strings.js';
import { loadConfig } from '../load/config/load.js';
import { loadMathPlugins } from './markdown/math/load.js';
import { loadHtmlParserFor } from './markdown/html/load.js';
import { hasUserPlugins } from './markdown/user-plugins.js';

export interface ParseWorkerData {
  base: string;
  strings: StringsData;
  routes: Array<[string, string]>;
  /** The pipeline's options but the site's plugins: functions cannot be posted to a thread. */
  pipelineOptions: Omit<PipelineOptions, 'plugins'>;
  /** The site folder whose config holds remark/rehype plugins: the worker loads them itself. */
  pluginsFrom?: string;
  /** How long one doc may take to parse (config `limits.parseSeconds`). */
  deadlineMs: number;
}

const { base, strings, routes, pipelineOptions, pluginsFrom, deadlineMs } = workerData as ParseWorkerData;
const routeMap = new Map(routes);
const plugins = pluginsFrom === undefined ? undefined : (await loadConfig(pluginsFrom)).markdown;
if (pipelineOptions.math) await loadMathPlugins();
const pipeline = createPipeline(createStrings(strings.locale, strings.catalogue), {
  ...pipelineOptions,
  ...(plugins ? { plugins } : {}),
});
const table = { base, routeOf: (contentPath: string) => routeMap.get(contentPath) };

// Chunks are answered in the order they came, even when a plugin makes parsing async.
let queue = Promise.resolve();
parentPort?.on('message', (sources: SourceFile[]) => {
  queue = queue.then(async () => {
    // The main thread reads headers; only the parsed bodies cross back.
    await loadHtmlParserFor(sources, hasUserPlugins(plugins));
    const bodies = [];
    for (const source of sources)
      bodies.push((await parseBodyWithin(pipeline, source, table, deadlineMs)) ?? overDeadline(source, deadlineMs));
    parentPort?.postMessage(bodies);
  });
});
