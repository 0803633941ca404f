import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../src/cache/index.js';
import { gitHistory } from '../../src/cache/git-head.js';
import { lastUpdatedFromGit } from '../../src/load/git-dates.js';

const run = promisify(execFile);

/** A `git` first on PATH that logs each start, so the test counts processes, not function calls. */
async function countingGit(): Promise<{ log: string; restore: () => void }> {
  const bin = await mkdtemp(path.join(tmpdir(), 'helpdocs-gitbin-'));
  const log = path.join(bin, 'calls.log');
  const real = (await run('sh', ['-c', 'command -v git'])).stdout.trim();
  await writeFile(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  await chmod(path.join(bin, 'git'), 0o755);
  await writeFile(log, '');
  const previous = process.env.PATH;
  process.env.PATH = `${bin}${path.delimiter}${previous ?? ''}`;
  return { log, restore: () => void (process.env.PATH = previous) };
}

async function git(cwd: string, args: string[], date: string) {
  await run('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 'Ana Souza',
      GIT_AUTHOR_EMAIL: 'ana@example.com',
      GIT_COMMITTER_NAME: 'Ana Souza',
      GIT_COMMITTER_EMAIL: 'ana@example.com',
    },
  });
}

/** A new, empty repository. */
async function newRepo(): Promise<string> {
  const repo = await mkdtemp(path.join(tmpdir(), 'helpdocs-git-'));
  await git(repo, ['init', '-q'], '2025-01-01T00:00:00Z');
  return repo;
}

/** The files (paths from the repository, their folders made) written and committed at `date`. */
async function commitFiles(repo: string, files: Record<string, string>, date: string): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(repo, file)), { recursive: true });
    await writeFile(path.join(repo, file), text);
  }
  await git(repo, ['add', '.'], date);
  await git(repo, ['commit', '-qm', 'primeiro'], date);
}

describe('last updated from git', () => {
  it('dates the docs of a folder beside the site, as Docusaurus does (`path: ../docs`)', async () => {
    const repo = await newRepo();
    await commitFiles(repo, { 'website/package.json': '{}', 'docs/api/slice.md': 'slice' }, '2025-02-01T12:00:00Z');
    const dates = await lastUpdatedFromGit(path.join(repo, 'website'), '../docs');
    expect(Object.fromEntries(dates)).toEqual({
      '../docs/api/slice.md': { timestamp: Date.parse('2025-02-01T12:00:00Z') / 1000, author: 'Ana Souza' },
    });
  });

  it("takes each file's newest commit from one git log for the whole tree", async () => {
    const repo = await newRepo();
    const site = path.join(repo, 'site');
    await commitFiles(repo, { 'site/content/a/um.md': 'um', 'site/content/dois.md': 'dois' }, '2025-01-05T12:00:00Z');
    await writeFile(path.join(site, 'content/dois.md'), 'dois, de novo');
    await git(repo, ['commit', '-qam', 'segundo'], '2025-03-10T12:00:00Z');

    const counter = await countingGit();
    const dates = await lastUpdatedFromGit(site, 'content').finally(counter.restore);
    expect(Object.fromEntries(dates)).toEqual({
      'content/a/um.md': { timestamp: Date.parse('2025-01-05T12:00:00Z') / 1000, author: 'Ana Souza' },
      'content/dois.md': { timestamp: Date.parse('2025-03-10T12:00:00Z') / 1000, author: 'Ana Souza' },
    });
    // One log, its paths relative to the site folder (a subfolder of the repository): never a process per file.
    const calls = (await readFile(counter.log, 'utf8')).trim().split('\n');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^-c core\.quotePath=false log /);
  });

  it('dates a file by a merge that left it unlike both parents, as `git log -- <file>` does', async () => {
    const repo = await newRepo();
    await commitFiles(repo, { 'content/a.md': 'um', 'content/b.md': 'um' }, '2025-01-01T12:00:00Z');
    await git(repo, ['checkout', '-qb', 'lado'], '2025-01-02T12:00:00Z');
    await commitFiles(repo, { 'content/a.md': 'lado' }, '2025-01-02T12:00:00Z');
    await git(repo, ['checkout', '-q', '-'], '2025-01-03T12:00:00Z');
    await commitFiles(repo, { 'content/a.md': 'principal', 'content/b.md': 'dois' }, '2025-01-03T12:00:00Z');
    // The conflict resolved with a text of neither side; b.md is as the first parent has it.
    await run('git', ['merge', '-q', 'lado'], { cwd: repo }).catch(() => undefined);
    await commitFiles(repo, { 'content/a.md': 'resolvido' }, '2025-01-04T12:00:00Z');
    const dates = await lastUpdatedFromGit(repo, 'content');
    expect(dates.get('content/a.md')?.timestamp).toBe(Date.parse('2025-01-04T12:00:00Z') / 1000);
    expect(dates.get('content/b.md')?.timestamp).toBe(Date.parse('2025-01-03T12:00:00Z') / 1000);
  });

  it('names a file with accents as it is named, not in quoted octal escapes', async () => {
    const repo = await newRepo();
    await commitFiles(
      repo,
      { 'content/configuração.md': 'texto', 'content/índice.md': 'texto' },
      '2025-04-01T12:00:00Z',
    );
    const dates = await lastUpdatedFromGit(repo, 'content');
    expect([...dates.keys()].sort()).toEqual(['content/configuração.md', 'content/índice.md']);
  });

  it('shows nothing outside a git checkout', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-nogit-'));
    expect((await lastUpdatedFromGit(dir, 'content')).size).toBe(0);
  });

  it('runs the log again only when HEAD or the shallow boundary moves, its dates kept by the cache', async () => {
    const repo = await newRepo();
    expect(gitHistory(repo)).toBeUndefined();
    await commitFiles(repo, { 'content/um.md': 'um' }, '2025-01-05T12:00:00Z');
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'helpdocs-git-cache-'));
    const counter = await countingGit();
    // Each build opens the cache, reads the dates and closes it (the dates are written then).
    const build = async (fingerprint = 'code-a') => {
      const cache = openCache({ dir: cacheDir, fingerprint });
      const dates = await lastUpdatedFromGit(repo, 'content', cache.gitDates);
      await cache.close();
      return Object.fromEntries([...dates].map(([file, update]) => [file, update.timestamp]));
    };
    const logs = async () =>
      (await readFile(counter.log, 'utf8')).split('\n').filter((line) => line.includes(' log ')).length;
    try {
      const first = { 'content/um.md': Date.parse('2025-01-05T12:00:00Z') / 1000 };
      expect(await build()).toEqual(first);
      expect(await build()).toEqual(first);
      expect(await logs()).toBe(1);
      // An edit not committed changes no date, and runs no log.
      await writeFile(path.join(repo, 'content/um.md'), 'um, editado');
      expect(await build()).toEqual(first);
      expect(await logs()).toBe(1);

      await git(repo, ['commit', '-qam', 'segundo'], '2025-03-10T12:00:00Z');
      const second = { 'content/um.md': Date.parse('2025-03-10T12:00:00Z') / 1000 };
      expect(await build()).toEqual(second);
      expect(await build()).toEqual(second);
      expect(await logs()).toBe(2);

      // A deeper (or shallower) clone has other history under the same HEAD.
      const head = gitHistory(repo);
      await writeFile(path.join(repo, '.git', 'shallow'), `${head}\n`);
      expect(gitHistory(repo)).toBe(`${head} shallow ${head}`);
      await build();
      expect(await logs()).toBe(3);
      // Other code does not read the entry.
      await build('code-b');
      expect(await logs()).toBe(4);
    } finally {
      counter.restore();
    }
  });
});
