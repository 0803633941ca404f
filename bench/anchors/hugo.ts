// The Hugo anchor: a generated corpus (or the help centre) as a Hugo site with the minimal theme of
// bench/anchors/hugo/, built with Debian's hugo (/usr/bin/hugo). Used by bench/run.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandSpec } from '../measure.js';

const themeDir = fileURLToPath(new URL('./hugo/', import.meta.url));
export const HUGO = '/usr/bin/hugo';

export function hugoVersion(): string | undefined {
  if (!existsSync(HUGO)) return undefined;
  return /v[\d.]+/.exec(spawnSync(HUGO, ['version'], { encoding: 'utf8' }).stdout)?.[0];
}

/** Hugo reads a folder's own page from _index.md (index.md would make the folder one page). */
async function renameFolderIndexes(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await renameFolderIndexes(full);
    else if (entry.name === 'index.md') await rename(full, path.join(dir, '_index.md'));
  }
}

/** Makes `siteDir` a Hugo site over the Markdown of `contentDir`; returns the build command. */
export async function prepareHugoSite(contentDir: string, siteDir: string): Promise<CommandSpec> {
  await rm(siteDir, { recursive: true, force: true });
  await cp(themeDir, siteDir, { recursive: true });
  await cp(contentDir, path.join(siteDir, 'content'), { recursive: true });
  await renameFolderIndexes(path.join(siteDir, 'content'));
  return {
    command: HUGO,
    args: ['--quiet', '--source', siteDir, '--destination', path.join(siteDir, 'public')],
    cwd: siteDir,
  };
}

/** What a cold Hugo build starts without: its output and its generated resources. */
export async function clearHugoOutput(siteDir: string): Promise<void> {
  for (const dir of ['public', 'resources']) await rm(path.join(siteDir, dir), { recursive: true, force: true });
}
