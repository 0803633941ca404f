// A warm build of a small site pays for every Node module the compiled CLI loads. Those it needs only on other
// paths (subcommand executables, prompts, workers, git, the `performance` global) stay unloaded by a one-doc
// rebuild and by a build with nothing changed.
import { execFile } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { copyFixture, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);

const notNeeded = ['child_process', 'worker_threads', 'perf_hooks', 'readline/promises'];

/** The built-in modules a `helpdocs build` of `root` loaded, as Node lists them. */
async function builtinsLoaded(root: string): Promise<string[]> {
  const probe = path.join(root, 'probe.mjs');
  const list = path.join(root, 'loaded.txt');
  await writeFile(
    probe,
    `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(list)}, ` +
      "process.moduleLoadList.join('\\n')));\n",
  );
  await run(process.execPath, ['--import', probe, path.join(repoRoot, 'bin/helpdocs.js'), 'build', '--root', root]);
  const loaded = (await readFile(list, 'utf8')).split('\n');
  return loaded.filter((entry) => entry.startsWith('NativeModule ')).map((entry) => entry.slice(13));
}

describe('the compiled CLI’s start', { timeout: 120_000 }, () => {
  it('loads no module a warm build of a small site does not use', async () => {
    const root = await copyFixture('site-mini');
    // The cold build starts parse workers and asks git for dates.
    expect(await builtinsLoaded(root)).toEqual(expect.arrayContaining(['worker_threads', 'child_process']));
    await appendFile(path.join(root, 'content/guia/instalacao.md'), '\nUma linha nova.\n');
    const oneDoc = await builtinsLoaded(root);
    const unchanged = await builtinsLoaded(root);
    for (const loaded of [oneDoc, unchanged]) {
      expect(loaded).toContain('fs');
      expect(loaded.filter((name) => notNeeded.includes(name))).toEqual([]);
    }
  });
});
