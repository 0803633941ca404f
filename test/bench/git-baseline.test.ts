import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { figuresFileText } from '../../bench/regression/baseline.js';
import { committedBaseline } from '../../bench/regression/git-baseline.js';

const repos: string[] = [];
const context = (measuredOn: string) => ({ date: '2026-11-26', measuredOn, machine: 'm' });

function repo(): { dir: string; git: (...args: string[]) => string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-baseline-'));
  repos.push(dir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  mkdirSync(path.join(dir, 'bench'));
  return { dir, git };
}

function commitFigures(r: ReturnType<typeof repo>, text: string, message: string): string {
  writeFileSync(path.join(r.dir, 'bench/results.json'), text);
  r.git('add', 'bench/results.json');
  r.git('commit', '-q', '-m', message);
  return r.git('rev-parse', '--short', 'HEAD').trim();
}

afterEach(() => {
  for (const dir of repos.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the baseline read from git', () => {
  it('is none before any commit holds bench/results.json', () => {
    const r = repo();
    writeFileSync(path.join(r.dir, 'README'), 'x');
    r.git('add', 'README');
    r.git('commit', '-q', '-m', 'first');
    expect(committedBaseline(r.dir)).toEqual({ kind: 'none' });
  });

  it('is the committed file, not the working copy, with the commit that last wrote it', () => {
    const r = repo();
    const figure = { name: 'build', value: 1000, unit: 'ms', worse: 'higher' } as const;
    commitFigures(r, figuresFileText(context('aaa'), [figure]), 'old run');
    const hash = commitFigures(r, figuresFileText(context('bbb'), [{ ...figure, value: 900 }]), 'last run');
    writeFileSync(path.join(r.dir, 'README'), 'later');
    r.git('add', 'README');
    r.git('commit', '-q', '-m', 'later, figures untouched');
    writeFileSync(path.join(r.dir, 'bench/results.json'), 'overwritten by a run in progress');
    const baseline = committedBaseline(r.dir);
    expect(baseline.kind === 'found' && baseline.commit.hash).toBe(hash);
    expect(baseline.kind === 'found' && baseline.run.figures[0]?.value).toBe(900);
  });

  it('is unreadable, with the reason, when the committed file is not a run', () => {
    const r = repo();
    const hash = commitFigures(r, 'merge conflict <<<<<<<', 'broken');
    const baseline = committedBaseline(r.dir);
    expect(baseline).toMatchObject({ kind: 'unreadable', commit: { hash } });
  });

  it('is unreadable, on one line, outside a git repository', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-no-git-'));
    repos.push(dir);
    const baseline = committedBaseline(dir);
    expect(baseline.kind).toBe('unreadable');
    expect(baseline.kind === 'unreadable' && baseline.reason).toMatch(/^git log failed: [^\n]*$/);
  });

  it('is none when the last commit removed the file', () => {
    const r = repo();
    commitFigures(r, figuresFileText(context('aaa'), []), 'run');
    r.git('rm', '-q', 'bench/results.json');
    r.git('commit', '-q', '-m', 'removed');
    expect(committedBaseline(r.dir)).toEqual({ kind: 'none' });
  });
});
