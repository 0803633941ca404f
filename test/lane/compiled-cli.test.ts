// The one-doc rebuild as the installed CLI runs it (bin/helpdocs.js and the compiled dist/): the CLI decides from
// the stamp and the record (src/lane/plan.ts), then the rebuild writes what a build from nothing writes.
import { execFile } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, filesOf, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);
const cliPath = path.join(repoRoot, 'bin/helpdocs.js');

describe('the one-doc rebuild from the compiled CLI', { timeout: 300_000 }, () => {
  it('writes an edited paragraph as a cold build does, again and again', async () => {
    const root = await copyFixture('site-mini');
    const build = async (...extra: string[]) => {
      const args = [cliPath, 'build', '--root', root, '--cache-dir', 'cache', '--verbose', ...extra];
      return (await run(process.execPath, args)).stderr;
    };
    expect(await build()).toContain('helpdocs: wrote');
    const rebuilt = async (from: string, to: string) => {
      await edit(root, 'content/guia/index.md', from, to);
      expect(await build()).toContain('only content/guia/index.md changed, in its text alone');
      await build('--out', 'out-cold', '--no-cache');
      const [written, fresh] = [await filesOf(path.join(root, 'out')), await filesOf(path.join(root, 'out-cold'))];
      expect([...written.keys()].sort()).toEqual([...fresh.keys()].sort());
      for (const [file, bytes] of fresh) expect(written.get(file), file).toBe(bytes);
    };
    await rebuilt('Texto da visão geral.', 'Texto novo da visão geral.');
    await rebuilt('Texto novo da visão geral.', 'Texto da visão geral, outra vez.');
    // out/ listed by a worker under the lock still finds a page changed by hand: a full build puts it right.
    const other = path.join(root, 'out', 'manual', 'guia', 'instalacao', 'index.html');
    await appendFile(other, '<!-- by hand -->');
    await edit(root, 'content/guia/index.md', 'Texto da visão geral, outra vez.', 'Texto da visão geral.');
    expect(await build()).not.toContain('only content/guia/index.md changed');
    await build('--out', 'out-cold', '--no-cache');
    expect(await readFile(other, 'utf8')).toBe(
      await readFile(path.join(root, 'out-cold', 'manual', 'guia', 'instalacao', 'index.html'), 'utf8'),
    );
  });
});
