// Runs in a worker thread: builds the index while the main thread renders pages.
import { parentPort } from 'node:worker_threads';
import { buildSearchIndex } from './build-index.js';
import type { SearchStore } from './store.js';

parentPort?.once('message', (store: SearchStore) => {
  parentPort?.postMessage(JSON.stringify(buildSearchIndex(store)));
});
