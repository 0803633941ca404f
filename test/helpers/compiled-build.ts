// A page built twice from one site: by the compiled CLI (bin/helpdocs.js, with the compile plugins of
// scripts/compile.mjs) and by the source. A plugin that changes a dependency must not change a page.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from '../../src/build.js';
import { repoRoot } from './sites.js';

const run = promisify(execFile);

/** The page at `file` (under out/) as each build writes it, and the source build's error count. */
export async function compiledAndSourcePage(root: string, file: string) {
  await run(process.execPath, [path.join(repoRoot, 'bin/helpdocs.js'), 'build', '--root', root, '--no-cache']);
  const compiled = await readFile(path.join(root, 'out', file), 'utf8');
  const fromSource = await build({ root, write: true, outDir: 'out-source' });
  const source = await readFile(path.join(root, 'out-source', file), 'utf8');
  return { compiled, source, errors: fromSource.stats.errors };
}
