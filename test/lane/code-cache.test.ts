// The compiled CLI runs the one-doc rebuild from dist/lane.cjs with V8's code cache (src/lane/load.ts), kept in the
// user's cache folder: made by the first rebuild, used (not written again) by the next, and made again when it
// cannot be used. Whatever the cache, out/ is what a build from nothing writes.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, filesOf, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);
const cliPath = path.join(repoRoot, 'bin/helpdocs.js');

describe('the one-doc rebuild from the compiled CLI', { timeout: 300_000 }, () => {
  it('keeps its compiled code in the user cache, uses it, and makes it again when it is unusable', async () => {
    const root = await copyFixture('site-mini');
    const userCache = await mkdtemp(path.join(tmpdir(), 'helpdocs-user-cache-'));
    const build = async (...extra: string[]) => {
      const env = { ...process.env, XDG_CACHE_HOME: userCache };
      const args = [cliPath, 'build', '--root', root, '--cache-dir', 'cache', '--verbose', ...extra];
      const { stderr } = await run(process.execPath, args, { env });
      return stderr;
    };
    const buildId = readFileSync(path.join(repoRoot, 'dist/build-id'), 'utf8').trim();
    const codeCache = path.join(userCache, 'helpdocs/code', `lane-${buildId.slice(0, 16)}.v8`);
    expect(await build()).toContain('helpdocs: wrote');
    // A full build does not load the rebuild's code.
    expect(existsSync(codeCache)).toBe(false);

    const rebuilt = async (from: string, to: string) => {
      await edit(root, 'content/guia/index.md', from, to);
      expect(await build()).toContain('only content/guia/index.md changed, in its text alone');
      await build('--out', 'out-cold', '--no-cache');
      const [written, fresh] = [await filesOf(path.join(root, 'out')), await filesOf(path.join(root, 'out-cold'))];
      expect([...written.keys()].sort()).toEqual([...fresh.keys()].sort());
      for (const [file, bytes] of fresh) expect(written.get(file), file).toBe(bytes);
    };
    await rebuilt('Texto da visão geral.', 'Texto novo da visão geral.');
    const made = statSync(codeCache).mtimeMs;
    await rebuilt('Texto novo da visão geral.', 'Texto mais novo da visão geral.');
    expect(statSync(codeCache).mtimeMs).toBe(made);

    // A cache V8 cannot use (another Node, a damaged file) is not an error: the code is compiled and kept again.
    await writeFile(codeCache, 'not compiled code');
    await rebuilt('Texto mais novo da visão geral.', 'Texto da visão geral, outra vez.');
    expect(readFileSync(codeCache).length).toBeGreaterThan(100_000);
  });
});
