import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { openCache } from '../../src/cache/index.js';
import { SWEEP_AFTER_MS, SWEEP_MARKER, sweepEntries } from '../../src/cache/sweep.js';
import { copyFixture } from '../helpers/sites.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-01T12:00:00Z');
const key = (n: number) => n.toString(16).padStart(64, '0');

/** Sets a file's access and modification times to `ms` before `now`. */
const age = (file: string, ms: number, accessedMs = ms, from = now) =>
  utimes(file, (from - accessedMs) / 1000, (from - ms) / 1000);

async function folderWith(files: Record<string, number>): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'helpdocs-sweep-'));
  for (const [name, ageMs] of Object.entries(files)) {
    await writeFile(path.join(folder, name), 'x'.repeat(100));
    await age(path.join(folder, name), ageMs);
  }
  return folder;
}

describe('the cache sweep', () => {
  it('marks a folder it never swept, and removes nothing from it', async () => {
    const folder = await folderWith({ [`${key(1)}.json`]: 90 * DAY });
    expect(sweepEntries(folder, new Set(), [], now)).toBeUndefined();
    expect(existsSync(path.join(folder, `${key(1)}.json`))).toBe(true);
    expect((await stat(path.join(folder, SWEEP_MARKER))).mtimeMs).toBe(now);
  });

  it('sweeps at most once a day', async () => {
    const folder = await folderWith({ [`${key(1)}.json`]: 90 * DAY, [SWEEP_MARKER]: DAY - 60_000 });
    expect(sweepEntries(folder, new Set(), [], now)).toBeUndefined();
    expect(existsSync(path.join(folder, `${key(1)}.json`))).toBe(true);
  });

  it('removes the entries unused for two weeks and the temporary files of a day, and nothing else', async () => {
    const old = SWEEP_AFTER_MS + DAY;
    const folder = await folderWith({
      [SWEEP_MARKER]: 2 * DAY,
      [`${key(1)}.json`]: old, // unused, old: removed
      [`${key(2)}.json`]: old, // old, but this build used it
      [`${key(3)}.json`]: SWEEP_AFTER_MS - DAY, // unused, recent
      [`${key(5)}.json.4242.0a1b2c3d.tmp`]: 2 * DAY, // a write cut short: removed
      [`${key(6)}.json.4242.0a1b2c3d.tmp`]: 60_000, // a write under way
      'notes.txt': old,
      'abc.json': old,
      [`${'AB'.repeat(32)}.json`]: old,
    });
    // Written long ago, read yesterday (where the system keeps access times).
    await writeFile(path.join(folder, `${key(4)}.json`), 'x');
    await age(path.join(folder, `${key(4)}.json`), old, DAY);
    // Named like entries, but a folder and a link: not files helpdocs wrote.
    await mkdir(path.join(folder, `${key(8)}.json`));
    await age(path.join(folder, `${key(8)}.json`), old);
    const outside = await folderWith({ 'mine.txt': old });
    await symlink(path.join(outside, 'mine.txt'), path.join(folder, `${key(9)}.json`));
    const notes: string[] = [];
    const swept = sweepEntries(folder, new Set([key(2)]), notes, now);
    expect(swept).toEqual({ removed: 2, bytes: 200 });
    expect((await readdir(folder)).sort()).toEqual(
      [
        SWEEP_MARKER,
        `${key(2)}.json`,
        `${key(3)}.json`,
        `${key(4)}.json`,
        `${key(6)}.json.4242.0a1b2c3d.tmp`,
        'notes.txt',
        'abc.json',
        `${'AB'.repeat(32)}.json`,
        `${key(8)}.json`,
        `${key(9)}.json`,
      ].sort(),
    );
    expect(await readFile(path.join(outside, 'mine.txt'), 'utf8')).toBe('x'.repeat(100));
    expect(notes).toEqual([expect.stringMatching(/^cache: removed 2 entries \(0\.0 MB\) unused for 14 days from /)]);
    expect((await stat(path.join(folder, SWEEP_MARKER))).mtimeMs).toBe(now);
  });

  it('leaves a folder alone when asked not to sweep (the one-doc rebuild, a watch build)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'helpdocs-sweep-'));
    const cache = openCache({ dir, fingerprint: 'test' });
    cache.dates?.set('2026-06-01', '1 de junho de 2026');
    await cache.close();
    expect(await readdir(path.join(dir, 'v1'))).toHaveLength(1);
  });
});

describe('the cache sweep after a build', { timeout: 120_000 }, () => {
  it('keeps every entry a warm build needs, those its parse index names included', async () => {
    const root = await copyFixture('site-mini');
    const folder = path.join(root, 'cache', 'v1');
    const first = await build({ root, write: true, cacheDir: 'cache', cacheFingerprint: 'test' });
    expect(first.stats.errors).toBe(0);
    const entries = (await readdir(folder)).filter((name) => name.endsWith('.json'));
    expect(entries.length).toBeGreaterThan(first.stats.pages);
    // Everything written a month ago and never read since; one more entry no build uses; a sweep two days ago.
    const unused = path.join(folder, `${key(1)}.json`);
    await writeFile(unused, 'x');
    const today = Date.now();
    for (const name of await readdir(folder)) await age(path.join(folder, name), 30 * DAY, 30 * DAY, today);
    await age(path.join(folder, SWEEP_MARKER), 2 * DAY, 2 * DAY, today);
    const second = await build({ root, write: true, cacheDir: 'cache', cacheFingerprint: 'test' });
    expect(second.cache.reusedDocs).toBe(first.stats.pages);
    expect(second.cache.notes).toContainEqual(expect.stringMatching(/^cache: removed 1 entries/));
    expect(existsSync(unused)).toBe(false);
    const third = await build({ root, write: true, cacheDir: 'cache', cacheFingerprint: 'test' });
    expect(third.cache.reusedDocs).toBe(first.stats.pages);
    expect(third.cache.notes.filter((note) => /ignored|could not|lost/.test(note))).toEqual([]);
    // Nothing the builds use was removed: the one removed was the unused entry alone.
    expect((await readdir(folder)).filter((name) => name.endsWith('.json')).sort()).toEqual(entries.sort());
  });
});
