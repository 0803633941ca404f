import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/usage-error.js';

/** True while a process of that id runs (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPathOf(outDir: string): string {
  return path.join(path.dirname(outDir), `.helpdocs-lock-${path.basename(outDir)}`);
}

function busy(outDir: string, owner: number): UsageError {
  return new UsageError(
    `helpdocs: another build (process ${owner}) is writing ${outDir}; wait for it to finish, or ` +
      `remove ${lockPathOf(outDir)} if no build is running`,
  );
}

/** Fails at once, before any work, when a live build holds the folder's lock (the lock itself is taken to write). */
export function checkNotLocked(outDir: string): void {
  let owner = NaN;
  try {
    owner = Number.parseInt(readFileSync(lockPathOf(outDir), 'utf8'), 10);
  } catch {
    return;
  }
  if (isAlive(owner)) throw busy(outDir, owner);
}

/**
 * One build at a time per output folder. A second build fails at once with the first one's process
 * id rather than waiting: two builds into one folder are nearly always a mistake (two terminals, a
 * script run twice), waiting behind a hung build would look like a hang, and a retry is one
 * command. A lock left by a process that no longer runs (killed with SIGKILL) is taken over.
 */
export function acquireOutLock(outDir: string): () => void {
  const lock = lockPathOf(outDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        try {
          unlinkSync(lock);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    } catch {
      // Removed meanwhile: try again.
    }
    if (isAlive(owner)) {
      throw busy(outDir, owner);
    }
    try {
      unlinkSync(lock);
    } catch {
      // Another build took it over first; the next attempt finds out.
    }
  }
  throw new UsageError(`helpdocs: cannot lock ${outDir} (${lock}); another build may be starting`);
}
