// Runs in a worker thread: parses the docs it is sent with its own pipeline, so parsing uses every core.
import { parentPort, workerData } from 'node:worker_threads';
import { createPipeline, type PipelineOptions } from './markdown/pipeline.js';
import type { SourceFile } from '../core/model.js';
import { parseBody } from './parse-body.js';
import { createStrings, type Locale } from '../core/strings.js';

export interface ParseWorkerData {
  base: string;
  locale: Locale;
  routes: Array<[string, string]>;
  pipelineOptions: PipelineOptions;
}

const { base, locale, routes, pipelineOptions } = workerData as ParseWorkerData;
const routeMap = new Map(routes);
const pipeline = createPipeline(createStrings(locale), pipelineOptions);
const table = { base, routeOf: (contentPath: string) => routeMap.get(contentPath) };

parentPort?.on('message', (sources: SourceFile[]) => {
  // The main thread reads headers; only the parsed bodies cross back.
  parentPort?.postMessage(sources.map((source) => parseBody(pipeline, source, table)));
});
