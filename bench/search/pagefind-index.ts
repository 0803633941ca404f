// Indexes a built site with Pagefind (the npm package's binary), timed as a child process.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PagefindIndex {
  cpuMs: number;
  maxRssKb: number;
  pages: number;
}

/**
 * Pagefind reads the `main` element of every page (as a theme marking its body would have it), from
 * the base path's folder so its result URLs come out under the base path.
 */
export async function pagefindIndex(repoRoot: string, outDir: string): Promise<PagefindIndex> {
  const siteDir = path.join(outDir, 'manual');
  await rm(path.join(siteDir, 'pagefind'), { recursive: true, force: true });
  const bin = path.join(repoRoot, 'node_modules/.bin/pagefind');
  const { stdout, stderr } = await run(
    '/usr/bin/time',
    [
      '-f',
      'TIME %U %S %M',
      bin,
      '--site',
      siteDir,
      '--output-path',
      path.join(siteDir, 'pagefind'),
      '--root-selector',
      'main',
      '--glob',
      '**/*.html',
    ],
    { maxBuffer: 1 << 26 },
  );
  const [, user, system, rss] = /TIME ([\d.]+) ([\d.]+) (\d+)/.exec(stderr) ?? [];
  if (user === undefined) throw new Error(`pagefind: no timing in ${stderr}`);
  const pages = Number(/Indexed (\d+) pages?/.exec(stdout)?.[1] ?? NaN);
  return { cpuMs: (Number(user) + Number(system)) * 1000, maxRssKb: Number(rss), pages };
}
