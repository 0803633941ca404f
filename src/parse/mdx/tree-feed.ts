// MDX texts tokenized in a worker thread ahead of the main thread, which compiles, runs and renders
// them: on two cores the tokenizer (micromark, a third of the work) no longer waits its turn.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FeedFlag, type FeedAnswer, type FeedMessage, type TreeWorkerData } from './tree-feed-protocol.js';

const workerFile = new URL('./tree-worker.js', import.meta.url);

/**
 * Less MDX than this, and starting a worker (which loads the compiler, about 0.3 s of CPU) costs more
 * than it saves: a rebuild of one changed doc parses it here.
 */
export const FEED_FROM = 100_000;

/** The tree the worker made (`v8.serialize` bytes), the deadline missed there, or `here`: parse it in this thread. */
export type Fed = Uint8Array | 'over-deadline' | 'here';

export class TreeFeed {
  private readonly flags: Int32Array;
  private readonly indexOf = new Map<string, number>();
  private readonly arrived = new Map<number, FeedAnswer>();
  private readonly waiting = new Map<number, (answer: FeedAnswer | undefined) => void>();
  private ended = false;

  private constructor(
    private readonly worker: Worker,
    data: TreeWorkerData,
  ) {
    this.flags = new Int32Array(data.flags);
    for (const [index, text] of data.texts.entries()) this.indexOf.set(text, index);
    worker.on('message', ([index, answer]: FeedMessage) => {
      const waiter = this.waiting.get(index);
      if (!waiter) {
        this.arrived.set(index, answer);
        return;
      }
      this.waiting.delete(index);
      waiter(answer);
    });
    // A worker that fails or ends leaves its texts to this thread, which parses them as it would alone.
    const end = () => {
      this.ended = true;
      for (const waiter of this.waiting.values()) waiter(undefined);
      this.waiting.clear();
    };
    worker.on('error', end);
    worker.on('exit', end);
  }

  /**
   * Starts the worker on `texts` (each once, in the order they will be asked for; the caller weighs
   * them against FEED_FROM) when the compiled worker is there (under vitest the sources are
   * TypeScript: `worker` names a compiled one).
   */
  static start(data: Omit<TreeWorkerData, 'flags'>, worker = workerFile): TreeFeed | undefined {
    if (!existsSync(fileURLToPath(worker))) return undefined;
    const flags = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * (data.texts.length + 1));
    const full = { ...data, flags };
    return new TreeFeed(new Worker(worker, { workerData: full }), full);
  }

  /** Resolves once the worker has ended: every text it took is answered. */
  finished(): Promise<void> {
    return this.ended ? Promise.resolve() : new Promise((resolve) => this.worker.once('exit', () => resolve()));
  }

  /**
   * `text`'s tree from the worker, waited for if the worker is on it; `here` if it has not started it
   * (then it never will) or has no tree for it. A text is fed once: a second doc with it asks the memo.
   */
  async take(text: string): Promise<Fed> {
    const index = this.indexOf.get(text);
    if (index === undefined) return 'here';
    this.indexOf.delete(text);
    let answer = this.arrived.get(index);
    if (answer !== undefined) this.arrived.delete(index);
    else if (Atomics.compareExchange(this.flags, index, FeedFlag.Free, FeedFlag.Main) === FeedFlag.Free) return 'here';
    else if (this.ended) return 'here';
    else answer = await new Promise<FeedAnswer | undefined>((resolve) => this.waiting.set(index, resolve));
    if (answer === undefined) return 'here';
    // Lets the worker parse one more text ahead.
    Atomics.add(this.flags, this.flags.length - 1, 1);
    Atomics.notify(this.flags, this.flags.length - 1);
    return answer === 'failed' ? 'here' : answer;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
