// The search files of `out/`: index and store under hashed names (cached for good), and the small
// manifest that names them (revalidated, like pages).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { remember, type BuildMemo } from '../cache/memo.js';
import type { OutputFile, Site } from '../core/model.js';
import { buildSearchIndex } from './build-index.js';
import { searchStore } from './documents.js';
import { searchManifestUrl, type SearchManifest } from './routes.js';
import type { SearchStore } from './store.js';

/** Compiled beside the CLI (scripts/compile.mjs); absent when running from src/ (tests, tsx). */
const workerFile = new URL('./search-index-worker.js', import.meta.url);
/** Below this many sections the index takes less time than starting a worker for it. */
export const WORKER_THRESHOLD = 300;

function hashed(base: string, name: string, json: string): { file: OutputFile; url: string } {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const path = `${base.replace(/^\//, '')}assets/${name}.${hash}.json`;
  return { file: { path, contents: json }, url: `/${path}` };
}

/** The index as JSON; on a large enough site, built in a worker so rendering goes on meanwhile. */
function indexJson(store: SearchStore): Promise<string> {
  const useWorker = store.sections.length >= WORKER_THRESHOLD && availableParallelism() > 1 && existsSync(fileURLToPath(workerFile));
  if (!useWorker) return Promise.resolve(JSON.stringify(buildSearchIndex(store)));
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile);
    worker.once('message', (json: string) => void worker.terminate().then(() => resolve(json)));
    worker.once('error', reject);
    worker.postMessage(store);
  });
}

/** Start it before rendering and await it after: the files are ready by the time the pages are. */
export function searchFiles(base: string, site: Site, memo?: BuildMemo): Promise<OutputFile[]> {
  const store = searchStore(site);
  const storeJson = JSON.stringify(store);
  // Watch mode: the index is built again only when some searchable text changed (and may lag, see serve/watch.ts).
  const files = remember(memo, 'search', () => `${base}\n${storeJson}`, async () => {
    const index = hashed(base, 'search-index', await indexJson(store));
    const stored = hashed(base, 'search-store', storeJson);
    const manifest: SearchManifest = { index: index.url, store: stored.url };
    return [index.file, stored.file, { path: searchManifestUrl(base).replace(/^\//, ''), contents: JSON.stringify(manifest) }];
  });
  // Awaited after rendering; a failure meanwhile must not count as unhandled.
  files.catch(() => {});
  return files;
}
