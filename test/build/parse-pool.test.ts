import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
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
    // MDX: docs that import nothing are compiled and rendered in the workers; one that imports a
    // theme component is bundled in the main thread.
    const mdx = {
      'worker-a.mdx':
        '---\ntitle: Worker A\n---\n\nexport const n = 6 * 7;\n\n' +
        "Answer {n}, <span style={{color: 'red'}}>red</span>.\n\n```js\nconst a = 1;\n```\n",
      'worker-b.mdx':
        '---\ntitle: Worker B\n---\n\n## Part {#part}\n\n<details><summary>More</summary>Inside</details>\n',
      'main-tabs.mdx':
        "---\ntitle: Main Tabs\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
        '<Tabs>\n<TabItem value="a" label="Alpha">\n\nFirst tab\n\n</TabItem>\n</Tabs>\n',
    };
    for (const [name, text] of Object.entries(mdx)) await writeFile(path.join(site, 'content', name), text);
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
    expect(pagesOnDisk.length).toBeGreaterThan(pages + 3);
    const kbd = await Promise.all(
      pagesOnDisk.map(async (file) =>
        (await readFile(path.join(dir, 'out', file), 'utf8')).includes('<kbd>Ctrl</kbd> e <mark>veja</mark>'),
      ),
    );
    expect(kbd.filter(Boolean).length).toBe(withHtml.length);
    const pageOf = (name: string) => readFile(path.join(dir, 'out/manual', name, 'index.html'), 'utf8');
    expect(await pageOf('worker-a')).toMatch(/Answer 42, <span class="[^"]+">red<\/span>/);
    expect(await pageOf('worker-a')).toContain('<span class="hljs-keyword">const</span>');
    expect(await pageOf('worker-b')).toContain('id="part"');
    expect(await pageOf('main-tabs')).toContain('Alpha');
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
