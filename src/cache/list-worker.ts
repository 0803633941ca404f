// Runs in a worker thread: lists the folder it is given and posts the listing (list-aside.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { listFiles } from './out-listing.js';

parentPort?.postMessage(await listFiles(workerData as string));
