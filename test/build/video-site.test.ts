import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { WORKER_THRESHOLD } from '../../src/parse/pool.js';
import { copyFixture, edit, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);
const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function site(): Promise<string> {
  const root = await copyFixture('video-site');
  roots.push(root);
  return root;
}

const at = (d: { file: string; line: number; column: number; message: string; ruleId: string }) =>
  `${d.file}:${d.line}:${d.column} ${d.message} ${d.ruleId}`;

describe('video files', () => {
  it('copies the files the videos name and builds without a problem', async () => {
    const result = await build({ root: await site(), write: false });
    expect(result.diagnostics).toEqual([]);
    const paths = new Set(result.files.map((file) => file.path));
    for (const file of ['tour.webm', 'tour.jpg', 'tour.vtt']) expect(paths.has(`manual/videos/${file}`)).toBe(true);
  });

  it('reports a missing file at the line of the directive naming it, in the page or through the config', async () => {
    const root = await site();
    await edit(root, 'content/arquivo.md', 'captions="/videos/tour.vtt"', 'captions="/videos/tur.vtt"');
    await edit(root, 'helpdocs.config.ts', "poster: '/videos/tour.jpg'", "poster: '/videos/capa.jpg'");
    const result = await build({ root, write: false });
    expect(result.diagnostics.map(at)).toEqual([
      'content/arquivo.md:7:1 File /videos/tur.vtt does not exist missing-asset',
      'content/nomeado.md:7:1 File /videos/capa.jpg does not exist missing-asset',
    ]);
  });

  it('parses again, in watch mode, the pages whose named video the config changed', async () => {
    const root = await site();
    const cache = new Map();
    const page = (files: Array<{ path: string; contents: string | Uint8Array }>) =>
      String(files.find((file) => file.path === 'manual/em-producao/index.html')?.contents);
    const before = await build({ root, write: false, cache, memo: new Map() });
    expect(page(before.files)).not.toContain('<video');
    // The watcher drops the memo when the config changes; the parse cache stays.
    await edit(root, 'helpdocs.config.ts', "'em-producao': {}", "'em-producao': { src: '/videos/tour.webm' }");
    const after = await build({ root, write: false, cache, memo: new Map() });
    expect(page(after.files)).toContain('<source src="/manual/videos/tour.webm" type="video/webm">');
  });

  // Workers run only from the compiled CLI (dist/), as in test/build/parse-pool.test.ts.
  it('gives workers the config videos on a site large enough to parse in threads', { timeout: 300_000 }, async () => {
    const root = await site();
    expect(existsSync(path.join(repoRoot, 'dist/parse-worker.js'))).toBe(true);
    await mkdir(path.join(root, 'content/muitas'));
    for (let i = 0; i < WORKER_THRESHOLD; i++) {
      const name = i % 2 === 0 ? 'tour' : 'em-producao';
      await writeFile(
        path.join(root, `content/muitas/p${i}.md`),
        `---\ntitle: Página ${i}\n---\n\nTexto.\n\n::video{name="${name}" title="Vídeo ${i}"}\n`,
      );
    }
    const out = path.join(root, 'out');
    await run(process.execPath, [
      path.join(repoRoot, 'bin/helpdocs.js'),
      'build',
      '--root',
      root,
      '--out',
      out,
      '--quiet',
    ]);
    const page = (i: number) => readFile(path.join(out, `manual/muitas/p${i}/index.html`), 'utf8');
    expect(await page(WORKER_THRESHOLD - 2)).toContain(
      '<source src="/manual/videos/tour.webm" type="video/webm"><track kind="captions" src="/manual/videos/tour.vtt"',
    );
    expect(await page(WORKER_THRESHOLD - 1)).not.toMatch(/<video|<figure class="video/);
  });
});
