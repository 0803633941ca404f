// Runs in a worker thread: tokenizes MDX texts ahead of the main thread, which compiles, runs and
// renders them (tree-feed.ts). Each text is claimed through a shared flag, so no text is parsed twice.
import { serialize } from 'node:v8';
import { workerData, parentPort } from 'node:worker_threads';
import { VFile } from 'vfile';
import { createStrings } from '../../core/strings.js';
import { createHighlighter } from '../markdown/code/highlighter.js';
import { within } from '../within.js';
import { createMdxProcessor } from './compile.js';
import { mdxPlugins } from './plugins.js';
import { mdxSourceText } from './mdx-text.js';
import { FeedFlag, type FeedAnswer, type FeedMessage, type TreeWorkerData } from './tree-feed-protocol.js';
import { workerPipelineOptions } from '../worker-options.js';

const { texts, flags, siteRoot, pluginsFrom, pipelineOptions, strings, deadlineMs } = workerData as TreeWorkerData;
const shared = new Int32Array(flags);
const options = await workerPipelineOptions(pipelineOptions, pluginsFrom);
// The same plugins as the main thread's compile: their syntax extensions decide the tree.
const processor = await createMdxProcessor(
  mdxPlugins(createStrings(strings.locale, strings.catalogue), createHighlighter(), options, siteRoot),
  'function-body',
);

/** The text's tree as `v8.serialize` bytes, or why there is none (the main thread then parses it itself). */
function treeOf(text: string): FeedAnswer {
  try {
    const tree = within(deadlineMs, () => processor.parse(new VFile({ value: mdxSourceText(text) })));
    return tree === undefined ? 'over-deadline' : serialize(tree);
  } catch {
    // A syntax error: the main thread parses the doc again, for the error as it reports it.
    return 'failed';
  }
}

let posted = 0;
for (const [index, text] of texts.entries()) {
  // Never more than LOOKAHEAD trees waiting in the main thread: their bytes are held until used.
  while (posted - Atomics.load(shared, texts.length) >= FeedFlag.Lookahead)
    Atomics.wait(shared, texts.length, Atomics.load(shared, texts.length), 1000);
  if (Atomics.compareExchange(shared, index, FeedFlag.Free, FeedFlag.Worker) !== FeedFlag.Free) continue;
  const message: FeedMessage = [index, treeOf(text)];
  parentPort?.postMessage(message);
  posted++;
}
