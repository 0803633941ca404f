// An output folder listed in a worker thread (src/cache/list-aside.ts): the same listing as in this thread. Under
// vitest the worker has no compiled file, so the two modules are bundled as the CLI's build bundles them.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../src/cache/out-listing.js';

type Aside = typeof import('../../src/cache/list-aside.js');

async function compiledAside(): Promise<Aside> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'helpdocs-list-aside-'));
  await build({
    entryPoints: { 'list-aside': 'src/cache/list-aside.ts', 'list-worker': 'src/cache/list-worker.ts' },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(path.join(outdir, 'list-aside.js')).href)) as Aside;
}

describe('out/ listed in a worker thread', () => {
  it('lists what this thread lists, and a missing folder as missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-listed-'));
    await mkdir(path.join(dir, 'guia', 'início'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<p>a</p>');
    await writeFile(path.join(dir, 'guia', 'início', 'index.html'), '<p>início</p>');
    const { listFilesAside } = await compiledAside();
    const listed = await listFilesAside(dir, 2, 0);
    expect(listed?.map(([file]) => file)).toEqual(['guia/início/index.html', 'index.html']);
    expect(listed).toEqual(await listFiles(dir));
    expect(await listFilesAside(path.join(dir, 'nowhere'), 2, 0)).toBeUndefined();
  });
});
