import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { WORKER_THRESHOLD } from '../../src/parse/pool.js';
import { repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);

describe('parsing and indexing in worker threads', () => {
  // Generates and builds a few hundred pages twice: give it room on a loaded 2-core machine.
  it('gives the same pages as parsing in one thread', { timeout: 300_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-pool-'));
    const site = path.join(dir, 'site');
    const pages = WORKER_THRESHOLD + 60;
    await run(process.execPath, [
      path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      path.join(repoRoot, 'bench/gen-corpus.ts'),
      '--pages',
      String(pages),
      '--out',
      site,
    ]);
    // Raw HTML in some docs: the workers load the HTML parser for the docs that need it.
    const withHtml = (await glob('content/**/*.md', { cwd: site })).sort().filter((_, i) => i % 50 === 7);
    expect(withHtml.length).toBeGreaterThan(3);
    for (const doc of withHtml)
      await appendFile(path.join(site, doc), '\nPressione <kbd>Ctrl</kbd> e <mark>veja</mark>.\n');
    // The compiled CLI has the worker file beside it, so it parses in workers…
    expect(existsSync(path.join(repoRoot, 'dist/parse-worker.js'))).toBe(true);
    await run(process.execPath, [
      path.join(repoRoot, 'bin/helpdocs.js'),
      'build',
      '--root',
      site,
      '--out',
      path.join(dir, 'out'),
      '--quiet',
    ]);
    // …while under vitest the TypeScript sources have none, so this build parses in one thread.
    const single = await build({ root: site, write: false });
    expect(single.stats.errors).toBe(0);
    const pagesOnDisk = await glob('manual/**/index.html', { cwd: path.join(dir, 'out') });
    expect(pagesOnDisk.length).toBeGreaterThan(pages);
    const kbd = await Promise.all(
      pagesOnDisk.map(async (file) =>
        (await readFile(path.join(dir, 'out', file), 'utf8')).includes('<kbd>Ctrl</kbd> e <mark>veja</mark>'),
      ),
    );
    expect(kbd.filter(Boolean).length).toBe(withHtml.length);
    const inMemory = new Map(single.files.map((file) => [file.path, String(file.contents)]));
    const normalise = (html: string) => html.replace(/\.[0-9A-Za-z]{8,}\.(css|js)/g, '.HASH.$1');
    for (const file of pagesOnDisk) {
      expect(normalise(await readFile(path.join(dir, 'out', file), 'utf8')), file).toBe(
        normalise(inMemory.get(file) ?? ''),
      );
    }
    // The search files do not depend on how pages were parsed.
    const searchOnDisk = await glob(['manual/assets/search/*.json', 'manual/search*.json'], {
      cwd: path.join(dir, 'out'),
    });
    expect(searchOnDisk.length).toBeGreaterThan(pages);
    for (const file of searchOnDisk)
      expect(await readFile(path.join(dir, 'out', file), 'utf8'), file).toBe(inMemory.get(file));
  });
});
