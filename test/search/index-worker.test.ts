import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { WORKER_THRESHOLD } from '../../src/search/output.js';
import type { SearchManifest } from '../../src/search/routes.js';
import { repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);

describe('building the search index in a worker thread', () => {
  it('gives the same files as building it in one thread', async () => {
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'helpdocs-search-worker-')), 'out');
    // The compiled CLI has the worker file beside it and the help centre has enough sections to use it…
    expect(existsSync(path.join(repoRoot, 'dist/search-index-worker.js'))).toBe(true);
    await run(process.execPath, [path.join(repoRoot, 'bin/helpdocs.js'), 'build', '--root', repoRoot, '--out', out, '--quiet']);
    // …while under vitest the TypeScript sources have none, so this build makes the index in this thread.
    const single = await build({ root: repoRoot, write: false });
    const inMemory = new Map(single.files.map((file) => [file.path, String(file.contents)]));
    const manifestText = inMemory.get('manual/search-manifest.json')!;
    const manifest = JSON.parse(manifestText) as SearchManifest;
    const store = JSON.parse(inMemory.get(manifest.store.slice(1))!) as { sections: unknown[] };
    expect(store.sections.length).toBeGreaterThanOrEqual(WORKER_THRESHOLD);
    expect(await readFile(path.join(out, 'manual/search-manifest.json'), 'utf8')).toBe(manifestText);
    for (const url of [manifest.index, manifest.store]) {
      expect(await readFile(path.join(out, url), 'utf8')).toBe(inMemory.get(url.slice(1)));
    }
  });
});
