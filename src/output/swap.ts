import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, rename as fsRename, rm } from 'node:fs/promises';
import path from 'node:path';

export type Rename = (from: string, to: string) => Promise<void>;

/** Errors of a rename that cannot move this folder, though its contents can move (a mount point, a busy folder). */
const UNMOVABLE = new Set(['EBUSY', 'EXDEV', 'EPERM']);

/** Octal escapes of /proc/self/mountinfo (`\040` for a space). */
const unescapeMountPath = (text: string) =>
  text.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));

/** A folder that is a mount point (a Docker volume, a tmpfs) cannot be renamed: EBUSY. */
export function isMountPoint(dir: string): boolean {
  try {
    if (statSync(dir).dev !== statSync(path.dirname(dir)).dev) return true;
    const real = realpathSync(dir);
    // A bind mount of the same device: only the mount table tells.
    if (!existsSync('/proc/self/mountinfo')) return false;
    return readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .some((line) => {
        const mountPoint = line.split(' ')[4];
        return mountPoint !== undefined && unescapeMountPath(mountPoint) === real;
      });
  } catch {
    return false;
  }
}

/** A rename that copies when the two places are on different file systems. */
async function move(from: string, to: string, rename: Rename): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true });
    await rm(from, { recursive: true, force: true });
  }
}

/**
 * Replaces the contents of `outDir` by those of `fresh`, entry by entry, for a folder that cannot be
 * renamed. The old entries move into `aside` (inside `outDir`, so on the same file system) first;
 * if any move fails, every entry goes back where it was and the error is thrown.
 */
export async function swapContents(
  outDir: string,
  fresh: string,
  aside: string,
  rename: Rename = fsRename,
): Promise<void> {
  const ours = new Set([path.basename(fresh), path.basename(aside)]);
  await mkdir(aside, { recursive: true });
  const old = (await readdir(outDir)).filter((name) => !ours.has(name) && !name.startsWith('.helpdocs-tmp-'));
  const movedOld: string[] = [];
  const movedNew: string[] = [];
  try {
    for (const name of old) {
      await move(path.join(outDir, name), path.join(aside, name), rename);
      movedOld.push(name);
    }
    for (const name of await readdir(fresh)) {
      await move(path.join(fresh, name), path.join(outDir, name), rename);
      movedNew.push(name);
    }
  } catch (error) {
    for (const name of movedNew.reverse())
      await move(path.join(outDir, name), path.join(fresh, name), rename).catch(() => {});
    for (const name of movedOld.reverse())
      await move(path.join(aside, name), path.join(outDir, name), rename).catch(() => {});
    await rm(aside, { recursive: true, force: true });
    throw error;
  }
  await rm(fresh, { recursive: true, force: true });
}

/**
 * `outDir` → `previous`, then `fresh` → `outDir`: two renames. If the second fails, the first is
 * undone. A folder that cannot be renamed (EBUSY on a mount point) has its contents swapped instead.
 */
export async function swapFolders(
  outDir: string,
  fresh: string,
  previous: string,
  rename: Rename = fsRename,
): Promise<void> {
  try {
    await rename(outDir, previous);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT') return rename(fresh, outDir);
    if (UNMOVABLE.has(code)) return swapContents(outDir, fresh, path.join(outDir, path.basename(previous)), rename);
    throw error;
  }
  try {
    await rename(fresh, outDir);
  } catch (error) {
    await rename(previous, outDir).catch(() => {});
    throw error;
  }
}
