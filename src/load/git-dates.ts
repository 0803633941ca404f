import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LastUpdate } from '../core/model.js';

const run = promisify(execFile);

/**
 * Last commit time and author of every file under `dir`, from ONE `git log` for the whole tree
 * (never a process per file). Outside a git checkout the map is empty and no date is shown.
 */
export async function lastUpdatedFromGit(root: string, dir: string): Promise<Map<string, LastUpdate>> {
  const dates = new Map<string, LastUpdate>();
  let top: string;
  try {
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim();
  } catch {
    return dates;
  }
  let log: string;
  try {
    log = (
      await run('git', ['log', '--format=%x00%ct%x00%an', '--name-only', '--no-renames', '--', dir], {
        cwd: root,
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return dates; // a repository without commits
  }
  const prefix = path.relative(top, root).split(path.sep).join('/');
  let current: LastUpdate | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      const [, timestamp, author] = line.split('\0');
      current = { timestamp: Number(timestamp), ...(author ? { author } : {}) };
      continue;
    }
    if (!line || !current) continue;
    const fromRoot = prefix ? line.slice(prefix.length + 1) : line;
    // The log is newest first, so the first sighting of a file is its last update.
    if (!dates.has(fromRoot)) dates.set(fromRoot, current);
  }
  return dates;
}
