// What the floors' parts share: the page around a doc, and how their inputs are dealt to threads.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** About the bytes helpdocs's layout puts around a doc (navbar, sidebar, footer, head), as minimal-build.mjs. */
export const CHROME = `<nav>${'<a href="/manual/x/">Item do menu lateral</a>'.repeat(750)}</nav>`;

/** One thread's share: its files, its place among the parts, and what every part is given. */
interface Share<D> {
  files: string[];
  part: number;
  data: D;
}

/**
 * Run in the main thread and in each worker of the module at `moduleUrl`. The main thread deals the files of
 * `plan()` round-robin to `threads` parts, builds the first and starts a worker of the same module for each other;
 * every part's result comes back in part order (undefined in a worker, which sends its own back).
 */
export async function acrossThreads<D, T>(
  moduleUrl: string,
  build: (files: string[], part: number, data: D) => T | Promise<T>,
  plan: () => { files: string[]; threads: number; data: D },
): Promise<T[] | undefined> {
  if (!isMainThread) {
    const { files, part, data } = workerData as Share<D>;
    parentPort?.postMessage(await build(files, part, data));
    return undefined;
  }
  const { files, threads, data } = plan();
  const parts = Array.from({ length: threads }, (_, i) => files.filter((_, at) => at % threads === i));
  const workers = parts.slice(1).map(
    (part, at) =>
      new Promise<T>((resolve, reject) => {
        const share: Share<D> = { files: part, part: at + 1, data };
        new Worker(new URL(moduleUrl), { workerData: share }).on('message', resolve).on('error', reject);
      }),
  );
  return [await build(parts[0] ?? [], 0, data), ...(await Promise.all(workers))];
}
