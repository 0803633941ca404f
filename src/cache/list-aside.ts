// An output folder's listing (out-listing.ts) made in a worker thread while this one goes on: at 15,000 files the
// system calls alone take ~0.25 s, which the one-doc rebuild spends on its doc meanwhile. Under vitest there is no
// compiled worker beside this module, and the folder is listed in this thread.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ListedFile, listFiles } from './out-listing.js';

const workerFile = new URL('./list-worker.js', import.meta.url);

/** Below this many files, starting a worker (~40 ms of the other core) costs more than the listing it takes. */
const ASIDE_FROM = 2_000;

/** `dir` listed, in a worker when it holds about `expected` files or more (`asideFrom`, tests lower it). */
export async function listFilesAside(
  dir: string,
  expected: number,
  asideFrom = ASIDE_FROM,
): Promise<ListedFile[] | undefined> {
  if (expected < asideFrom || !existsSync(fileURLToPath(workerFile))) return listFiles(dir);
  // Imported here: at fewer files the rebuild starts no worker, and the module costs ~1.5 ms to load.
  const { Worker } = await import('node:worker_threads');
  return new Promise((resolve) => {
    let answered = false;
    const answer = (listed: () => Promise<ListedFile[] | undefined> | ListedFile[] | undefined) => {
      if (!answered) resolve(listed());
      answered = true;
    };
    const worker = new Worker(workerFile, { workerData: dir });
    worker.once('message', (listed: ListedFile[] | undefined) => answer(() => listed));
    // A worker that could not start, failed or ended without an answer: the listing is made here.
    worker.once('error', () => answer(() => listFiles(dir)));
    worker.once('exit', () => answer(() => listFiles(dir)));
  });
}
