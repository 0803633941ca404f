// Reads the last committed bench/results.json from git: the working copy is what this run overwrites.
import { execFileSync } from 'node:child_process';
import { type Baseline, baselineFrom, FIGURES_FILE, oneLine } from './baseline.js';

function git(repoRoot: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function committedBaseline(repoRoot: string): Baseline {
  let log: string;
  try {
    log = git(repoRoot, ['log', '-1', '--format=%H %h %cs', '--', FIGURES_FILE]).trim();
  } catch (error) {
    return { kind: 'unreadable', reason: `git log failed: ${oneLine(error)}` };
  }
  const [full, hash, date] = log.split(' ');
  if (!full || !hash || !date) return { kind: 'none' };
  let text: string | undefined;
  try {
    text = git(repoRoot, ['show', `${full}:${FIGURES_FILE}`]);
  } catch {
    // The last commit touching the file deleted it: no committed run to compare with.
    text = undefined;
  }
  return baselineFrom({ hash, date }, text);
}

/** The commit this run measures, so the next run can say which code its baseline came from. */
export function measuredCommit(repoRoot: string): string {
  try {
    const head = git(repoRoot, ['rev-parse', '--short', 'HEAD']).trim();
    // bench/.work is ignored; the figure files themselves do not change what is measured.
    const changed = git(repoRoot, [
      'status',
      '--porcelain',
      '-uno',
      '--',
      '.',
      ':!bench/RESULTS.md',
      `:!${FIGURES_FILE}`,
    ]);
    return changed.trim() ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}
