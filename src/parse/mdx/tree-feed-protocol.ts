// What the main thread and the tree worker (tree-worker.ts) share: the worker's data and answers.
import type { StringsData } from '../../core/strings.js';
import type { PipelineOptions } from '../markdown/pipeline.js';

/** A text's state in the shared flags, and how far ahead of the main thread the worker may parse. */
export const FeedFlag = { Free: 0, Worker: 1, Main: 2, Lookahead: 32 } as const;

/** A tree as `v8.serialize` bytes; the deadline missed; or a syntax error (the main thread parses it). */
export type FeedAnswer = Uint8Array | 'over-deadline' | 'failed';

/** The worker's message: a text's place in `texts`, and its answer. */
export type FeedMessage = [index: number, answer: FeedAnswer];

export interface TreeWorkerData {
  /** The MDX texts the main thread will compile, each once, in the order it will ask for them. */
  texts: string[];
  /** One Int32 flag per text (FeedFlag), then the count of answers the main thread has taken. */
  flags: SharedArrayBuffer;
  siteRoot: string;
  /** The site folder whose config holds remark plugins: the worker loads them itself. */
  pluginsFrom?: string;
  pipelineOptions: Omit<PipelineOptions, 'plugins'>;
  strings: StringsData;
  deadlineMs: number;
}
