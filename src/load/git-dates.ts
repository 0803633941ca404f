import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LastUpdate } from '../core/model.js';

const run = promisify(execFile);

/**
 * Last commit time and author of every file under `dir`, from ONE `git log` for the whole tree
 * (never a process per file), its paths relative to `root` (`--relative`). Outside a git checkout, or
 * in a repository without commits, the map is empty and no date is shown.
 */
export async function lastUpdatedFromGit(root: string, dir: string): Promise<Map<string, LastUpdate>> {
  const dates = new Map<string, LastUpdate>();
  let log: string;
  try {
    log = (
      await run('git', ['log', '--format=%x00%ct%x00%an', '--name-only', '--no-renames', '--relative', '--', dir], {
        cwd: root,
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return dates;
  }
  let current: LastUpdate | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      const [, timestamp, author] = line.split('\0');
      current = { timestamp: Number(timestamp), ...(author ? { author } : {}) };
      continue;
    }
    if (!line || !current) continue;
    // The log is newest first, so the first sighting of a file is its last update.
    if (!dates.has(line)) dates.set(line, current);
  }
  return dates;
}
