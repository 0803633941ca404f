import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './out-lock.js';

/** Names of the temporary folders a build of `outDir` makes, beside it or (on a mount point) inside it. */
export function temporaryFolders(outDir: string, inPlace: boolean, pid = process.pid) {
  const name = path.basename(outDir);
  return inPlace
    ? { fresh: path.join(outDir, `.helpdocs-tmp-new-${pid}`), previous: path.join(outDir, `.helpdocs-tmp-old-${pid}`) }
    : {
        fresh: path.join(path.dirname(outDir), `.helpdocs-tmp-${name}-${pid}`),
        previous: path.join(path.dirname(outDir), `.helpdocs-tmp-${name}-old-${pid}`),
      };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/**
 * What builds killed without a chance to clean up (SIGKILL, a power cut) left: their temporary
 * folders are removed, and if one was killed between its two renames, so that `outDir` is missing,
 * its previous output is put back first. Runs under the output folder's lock, so no live build of
 * this folder owns what it removes.
 */
export async function recoverLeftovers(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const beside = new RegExp(`^\\.helpdocs-tmp-${escapeRegExp(path.basename(outDir))}-(old-)?(\\d+)$`);
  const entries = (await namesIn(parent)).flatMap((entry) => {
    const match = beside.exec(entry);
    return match && !isAlive(Number(match[2])) ? [{ full: path.join(parent, entry), old: Boolean(match[1]) }] : [];
  });
  for (const { full, old } of entries) if (old && !existsSync(outDir)) await rename(full, outDir);
  const inside = (await namesIn(outDir)).flatMap((entry) => {
    const match = /^\.helpdocs-tmp-(?:new|old)-(\d+)$/.exec(entry);
    return match && !isAlive(Number(match[1])) ? [path.join(outDir, entry)] : [];
  });
  await Promise.all([...entries.map((e) => e.full), ...inside].map((dir) => rm(dir, { recursive: true, force: true })));
}
