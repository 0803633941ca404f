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
    const gitDir = statSync(dotGit).isDirectory()
      ? dotGit
      : path.resolve(path.dirname(dotGit), (/^gitdir: (.*)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1] ?? '').trim());
    // A linked worktree keeps its HEAD; branches live in the main repository (`commondir`).
    const commonFile = path.join(gitDir, 'commondir');
    const commonDir = existsSync(commonFile) ? path.resolve(gitDir, readFileSync(commonFile, 'utf8').trim()) : gitDir;
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
  } catch {
    return undefined;
  }
}

function findDotGit(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, '.git');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
