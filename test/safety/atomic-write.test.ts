import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputFile } from '../../src/core/model.js';
import { writeAtomically } from '../../src/output/write.js';
import { fixtureSites, snapshot } from './helpers.js';

const sites = fixtureSites();

/** A folder with an `out/` that holds the previous build: `old.html` and `manual/a.html`. */
async function previousOut(): Promise<{ dir: string; out: string }> {
  const dir = sites.track(await mkdtemp(path.join(tmpdir(), 'helpdocs-swap-')));
  const out = path.join(dir, 'out');
  await mkdir(path.join(out, 'manual'), { recursive: true });
  await writeFile(path.join(out, 'old.html'), 'old');
  await writeFile(path.join(out, 'manual/a.html'), 'old a');
  return { dir, out };
}

const newSite: OutputFile[] = [
  { path: 'manual/index.html', contents: 'new' },
  { path: 'manual/a.html', contents: 'new a' },
  { path: '.helpdocs-out', contents: 'marker' },
];

async function* failingHalfWay(): AsyncGenerator<OutputFile> {
  yield { path: 'manual/index.html', contents: 'new' };
  throw new Error('render failed');
}

/** An id of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

const ebusy = (from: string) =>
  Object.assign(new Error(`EBUSY: resource busy or locked, rename '${from}'`), { code: 'EBUSY' });

describe('an out/ that cannot be renamed (a mount point)', () => {
  it('EBUSY on the rename: the contents are swapped entry by entry', async () => {
    const { dir, out } = await previousOut();
    const renameFailingOnOut = async (from: string, to: string) => {
      if (from === out) throw ebusy(from);
      await rename(from, to);
    };
    expect(await writeAtomically(out, newSite, { rename: renameFailingOnOut })).toBe(3);
    expect(await snapshot(out).then(Object.keys)).toEqual(['.helpdocs-out', 'manual/a.html', 'manual/index.html']);
    expect(await readFile(path.join(out, 'manual/a.html'), 'utf8')).toBe('new a');
    expect(await readdir(dir)).toEqual(['out']);
  });

  it('a mount point is written inside itself; a failed build leaves it as it was', async () => {
    const { dir, out } = await previousOut();
    const before = await snapshot(out);
    const options = {
      isMountPoint: (folder: string) => folder === out,
      rename: async (from: string, to: string) => (from === out ? Promise.reject(ebusy(from)) : rename(from, to)),
    };
    await expect(writeAtomically(out, failingHalfWay(), options)).rejects.toThrow('render failed');
    expect(await snapshot(out)).toEqual(before);
    expect(await readdir(dir)).toEqual(['out']);
    await writeAtomically(out, newSite, options);
    expect(await snapshot(out).then(Object.keys)).toEqual(['.helpdocs-out', 'manual/a.html', 'manual/index.html']);
    expect(await readdir(dir)).toEqual(['out']);
  });

  it('a move that fails half-way through the swap puts every entry back', async () => {
    const { dir, out } = await previousOut();
    const before = await snapshot(out);
    let moves = 0;
    const failingThirdMove = async (from: string, to: string) => {
      if (from === out) throw ebusy(from);
      if (++moves === 3) throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
      await rename(from, to);
    };
    await expect(writeAtomically(out, newSite, { rename: failingThirdMove })).rejects.toThrow('EIO');
    expect(await snapshot(out)).toEqual(before);
    expect(await readdir(dir)).toEqual(['out']);
  });

  // Only where this process may mount (root, outside an unprivileged container): tried once.
  const canMount = (() => {
    if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
    const probe = mkdtempSync(path.join(tmpdir(), 'helpdocs-mount-probe-'));
    try {
      if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'helpdocs-probe', probe]).status !== 0) return false;
      return spawnSync('umount', [probe]).status === 0;
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  })();
  it.skipIf(!canMount)('a real tmpfs mounted at out/ is rebuilt (root only)', async () => {
    const { dir, out } = await previousOut();
    const mounted = path.join(dir, 'mounted');
    await mkdir(mounted);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'helpdocs-test', mounted]);
    try {
      await writeFile(path.join(mounted, 'old.html'), 'old');
      await expect(writeAtomically(mounted, failingHalfWay())).rejects.toThrow('render failed');
      expect(await readdir(mounted)).toEqual(['old.html']);
      await writeAtomically(mounted, newSite);
      expect(await snapshot(mounted).then(Object.keys)).toEqual([
        '.helpdocs-out',
        'manual/a.html',
        'manual/index.html',
      ]);
      expect((await readdir(dir)).sort()).toEqual(['mounted', 'out']);
    } finally {
      execFileSync('umount', [mounted]);
    }
    expect(existsSync(out)).toBe(true);
  });
});

describe('leftovers of killed builds', () => {
  it('temporary folders of dead processes are removed; those of live ones are kept', async () => {
    const { dir, out } = await previousOut();
    const dead = deadPid();
    for (const name of [
      `.helpdocs-tmp-out-${dead}`,
      `.helpdocs-tmp-out-old-${dead}`,
      `.helpdocs-tmp-out-${process.ppid}`,
    ])
      await mkdir(path.join(dir, name, 'manual'), { recursive: true });
    await mkdir(path.join(out, `.helpdocs-tmp-new-${dead}`));
    await writeAtomically(out, newSite);
    expect((await readdir(dir)).sort()).toEqual([`.helpdocs-tmp-out-${process.ppid}`, 'out']);
    expect((await readdir(out)).sort()).toEqual(['.helpdocs-out', 'manual']);
  });

  it('a build killed between its two renames: the next build puts the previous out/ back', async () => {
    const { dir, out } = await previousOut();
    const before = await snapshot(out);
    const dead = deadPid();
    // The state after `out → old` and before `new → out`.
    await rename(out, path.join(dir, `.helpdocs-tmp-out-old-${dead}`));
    await mkdir(path.join(dir, `.helpdocs-tmp-out-${dead}`));
    await expect(writeAtomically(out, failingHalfWay())).rejects.toThrow('render failed');
    expect(await snapshot(out)).toEqual(before);
    expect(await readdir(dir)).toEqual(['out']);
  });
});

describe('two builds into one out/', () => {
  it('the second fails at once with a clear message; the first completes', async () => {
    const { dir, out } = await previousOut();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* slow(): AsyncGenerator<OutputFile> {
      yield newSite[0]!;
      await gate;
      yield* newSite.slice(1);
    }
    // The lock is taken before writeAtomically first awaits, so the first build holds it already.
    const first = writeAtomically(out, slow());
    await expect(writeAtomically(out, newSite)).rejects.toThrow(
      `another build (process ${process.pid}) is writing ${out}; wait for it to finish, or ` +
        `remove ${path.join(dir, '.helpdocs-lock-out')} if no build is running`,
    );
    release();
    expect(await first).toBe(3);
    expect(await readdir(dir)).toEqual(['out']);
  });

  it('a lock left by a dead process is taken over', async () => {
    const { dir, out } = await previousOut();
    await writeFile(path.join(dir, '.helpdocs-lock-out'), `${deadPid()}\n`);
    expect(await writeAtomically(out, newSite)).toBe(3);
    expect(await readdir(dir)).toEqual(['out']);
  });
});

describe('SIGINT and SIGTERM while writing', () => {
  const writer = path.join(import.meta.dirname, 'slow-writer.ts');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal}: the temporary folder and the lock go, out/ stays as it was`, async () => {
      const { dir, out } = await previousOut();
      const before = await snapshot(out);
      const child = spawn(process.execPath, ['--import', 'tsx', writer, out], { stdio: ['ignore', 'pipe', 'inherit'] });
      // The writer prints "writing" once its first file is in the temporary folder.
      await new Promise<void>((resolve) =>
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('writing') && resolve()),
      );
      expect((await readdir(dir)).sort()).toEqual(['.helpdocs-lock-out', `.helpdocs-tmp-out-${child.pid}`, 'out']);
      child.kill(signal);
      const ended = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, by) => resolve(by)));
      expect(ended).toBe(signal);
      expect(await readdir(dir)).toEqual(['out']);
      expect(await snapshot(out)).toEqual(before);
    });
  }
});
