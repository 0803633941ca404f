import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { gitHistory, gitWorkTree } from '../cache/git-head.js';
import type { KeptGitDates } from '../cache/index.js';
import type { LastUpdate } from '../core/model.js';

const run = promisify(execFile);

/**
 * Last commit time and author of every file under `dir`, from ONE `git log` for the whole tree
 * (never a process per file), its paths relative to `root`, those outside it too (`../docs/a.md`: a
 * Docusaurus site whose docs sit beside its folder, which `git log --relative` would leave out). Outside
 * a git checkout, or in a repository without commits, the map is empty and no date is shown. With `kept`, a log read
 * under the same HEAD (and shallow boundary) is not run again: only a commit changes it, and a
 * process costs a warm build of a small site more than the rest of its load stage.
 */
export async function lastUpdatedFromGit(
  root: string,
  dir: string,
  kept?: KeptGitDates,
): Promise<Map<string, LastUpdate>> {
  const history = kept && gitHistory(root);
  const key = history === undefined ? undefined : JSON.stringify([root, dir, history]);
  const known = key === undefined ? undefined : kept?.read(key);
  if (known) return known;
  // The log names files from the checkout's folder; without it known, from `root` (`--relative`).
  const top = gitWorkTree(root);
  let log: string;
  try {
    const names = top === undefined ? ['--relative'] : [];
    // core.quotePath off: a name with accents (`configuração.md`) is written as it is, not as "configura\303\247…".
    // `-c`: a merge names the files it left unlike every parent, as `git log -- <file>` (Docusaurus's) counts it.
    const format = ['-c', 'core.quotePath=false', 'log', '--format=%x00%ct%x00%an', '--name-only', '--no-renames'];
    format.push('-c', ...names, '--', dir);
    log = (await run('git', format, { cwd: root, maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch {
    // Not kept: git may be installed, or the folder made a repository, before the next build.
    return new Map();
  }
  const logged = datesOfLog(log);
  // Each file's name made relative to `root` once, not at each of its log lines.
  const fromRoot = (name: string) =>
    path
      .relative(root, path.join(top ?? root, name))
      .split(path.sep)
      .join('/');
  const dates = top === undefined ? logged : new Map([...logged].map(([name, date]) => [fromRoot(name), date]));
  if (key !== undefined) kept?.write(key, dates);
  return dates;
}

function datesOfLog(log: string): Map<string, LastUpdate> {
  const dates = new Map<string, LastUpdate>();
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
