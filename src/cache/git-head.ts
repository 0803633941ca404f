import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The commit checked out in the git repository holding `root`, read from `.git` without running
 * git (a process costs more than a whole up-to-date check): last-updated dates come from the log,
 * which only a new HEAD can change. `none` outside a repository; undefined when `.git` holds
 * something this reader does not know, so the caller does not trust it.
 */
export function gitHead(root: string): string | undefined {
  const dotGit = findDotGit(root);
  if (!dotGit) return 'none';
  try {
    return headIn(gitDirs(dotGit));
  } catch {
    return undefined;
  }
}

/**
 * What `git log` of the repository holding `root` is made from: HEAD, and the commits a shallow clone stops at
 * (`git fetch --deepen` adds history without moving HEAD). Undefined outside a repository, before its first commit,
 * or when `.git` holds something this reader does not know: the log is then run every time.
 */
export function gitHistory(root: string): string | undefined {
  const dotGit = findDotGit(root);
  if (!dotGit) return undefined;
  try {
    const dirs = gitDirs(dotGit);
    const head = headIn(dirs);
    if (head === undefined || head.startsWith('unborn ')) return undefined;
    const shallow = path.join(dirs.commonDir, 'shallow');
    return existsSync(shallow) ? `${head} shallow ${readFileSync(shallow, 'utf8').trim()}` : head;
  } catch {
    return undefined;
  }
}

interface GitDirs {
  gitDir: string;
  /** The main repository's folder: a linked worktree keeps only its HEAD in its own. */
  commonDir: string;
}

function gitDirs(dotGit: string): GitDirs {
  const gitDir = statSync(dotGit).isDirectory()
    ? dotGit
    : path.resolve(path.dirname(dotGit), (/^gitdir: (.*)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1] ?? '').trim());
  const commonFile = path.join(gitDir, 'commondir');
  const commonDir = existsSync(commonFile) ? path.resolve(gitDir, readFileSync(commonFile, 'utf8').trim()) : gitDir;
  return { gitDir, commonDir };
}

/** The commit HEAD names; throws when a file it needs cannot be read. */
function headIn({ gitDir, commonDir }: GitDirs): string | undefined {
  const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref) return /^[0-9a-f]{40,64}$/.test(head) ? head : undefined;
  for (const dir of new Set([gitDir, commonDir])) {
    const loose = path.join(dir, ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
  }
  const packed = readFileSync(path.join(commonDir, 'packed-refs'), 'utf8');
  const line = packed.split('\n').find((entry) => entry.endsWith(` ${ref}`));
  // A branch without commits yet: nothing logged.
  return line ? line.slice(0, line.indexOf(' ')) : `unborn ${ref}`;
}

/** The folder of the git checkout holding `root` (where its `.git` is), read without running git. */
export function gitWorkTree(root: string): string | undefined {
  const dotGit = findDotGit(root);
  return dotGit && path.dirname(dotGit);
}

function findDotGit(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, '.git');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
