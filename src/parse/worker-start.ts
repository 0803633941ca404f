// Starting parse workers: the data each one builds its own pipeline from, and a worker for one doc.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SourceFile } from '../core/model.js';
import type { StringsData } from '../core/strings.js';
import type { PipelineOptions } from './markdown/pipeline.js';
import { hasUserPlugins } from './markdown/user-plugins.js';
import type { BodyResult } from './parse-body.js';
import type { ParseAnswer, ParseJob, ParseWorkerData } from './parse-worker.js';

export type { ParseAnswer, ParseJob } from './parse-worker.js';

const workerFile = new URL('./parse-worker.js', import.meta.url);

/** Under vitest the worker is TypeScript with no compiled file beside it: docs are parsed in this thread. */
export function hasWorkerFile(): boolean {
  return existsSync(fileURLToPath(workerFile));
}

export interface WorkerInputs {
  base: string;
  routes: ReadonlyMap<string, string>;
  strings: StringsData;
  pipelineOptions: PipelineOptions;
  siteRoot?: string;
  /** Whether the workers are sent MDX docs (they compile them in `siteRoot`). */
  mdx?: boolean;
  deadlineMs: number;
}

export function workerDataOf(inputs: WorkerInputs): ParseWorkerData {
  const { plugins, ...postable } = inputs.pipelineOptions;
  const pluginsFrom = hasUserPlugins(plugins) ? inputs.siteRoot : undefined;
  if (hasUserPlugins(plugins) && pluginsFrom === undefined)
    throw new Error("parse workers need the site folder to load the site's plugins");
  return {
    base: inputs.base,
    strings: inputs.strings,
    routes: [...inputs.routes],
    pipelineOptions: postable,
    deadlineMs: inputs.deadlineMs,
    ...(pluginsFrom ? { pluginsFrom } : {}),
    ...(inputs.mdx && inputs.siteRoot !== undefined ? { mdxRoot: inputs.siteRoot } : {}),
  };
}

export function startWorker(data: ParseWorkerData): Worker {
  return new Worker(workerFile, { workerData: data });
}

/**
 * Parses one doc in a worker of its own, so this thread stays free (for SIGTERM, for the pages of
 * the docs already parsed) while the doc runs to its deadline.
 */
export async function parseAlone(source: SourceFile, data: ParseWorkerData): Promise<BodyResult> {
  const worker = startWorker(data);
  try {
    return await new Promise<BodyResult>((resolve, reject) => {
      // A Markdown job: always answered with a body.
      worker.once('message', ([result]: ParseAnswer[]) => resolve(result as BodyResult));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the parse worker stopped (exit code ${code})`)));
      const job: ParseJob = { source };
      worker.postMessage([job]);
    });
  } finally {
    await worker.terminate();
  }
}
