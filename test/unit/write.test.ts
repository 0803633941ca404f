import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputFile } from '../../src/core/model.js';
import { contentHash } from '../../src/output/update-in-place.js';
import { writeAtomically } from '../../src/output/write.js';

async function previousOut(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-write-'));
  const out = path.join(dir, 'out');
  await mkdir(path.join(out, 'manual'), { recursive: true });
  await writeFile(path.join(out, 'manual/old.html'), 'old');
  return out;
}

describe('atomic write', () => {
  it('swaps the new tree in and removes the old one and the temporary folders', async () => {
    const out = await previousOut();
    async function* files(): AsyncGenerator<OutputFile> {
      yield { path: 'manual/index.html', contents: 'novo' };
      yield { path: 'manual/a/b/c.html', contents: new Uint8Array([104, 105]) };
    }
    expect(await writeAtomically(out, files())).toBe(2);
    expect(await readFile(path.join(out, 'manual/index.html'), 'utf8')).toBe('novo');
    expect(await readFile(path.join(out, 'manual/a/b/c.html'), 'utf8')).toBe('hi');
    expect(existsSync(path.join(out, 'manual/old.html'))).toBe(false);
    expect(await readdir(path.dirname(out))).toEqual(['out']);
  });

  it('creates the folders above an output folder that does not exist yet', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-write-'));
    const out = path.join(dir, 'build', 'site');
    expect(await writeAtomically(out, [{ path: 'index.html', contents: 'novo' }])).toBe(1);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('novo');
    expect(await readdir(path.join(dir, 'build'))).toEqual(['site']);
  });

  it('leaves the previous out/ untouched when writing fails half-way', async () => {
    const out = await previousOut();
    function* files(): Generator<OutputFile> {
      yield { path: 'manual/index.html', contents: 'novo' };
      throw new Error('render failed');
    }
    await expect(writeAtomically(out, files())).rejects.toThrow('render failed');
    expect(await readFile(path.join(out, 'manual/old.html'), 'utf8')).toBe('old');
    expect(existsSync(path.join(out, 'manual/index.html'))).toBe(false);
    expect(await readdir(path.dirname(out))).toEqual(['out']);
  });

  it('given only the files it owns, writes and removes those alone and keeps every other file as it is', async () => {
    const out = await previousOut();
    const held = { 'manual/old.html': 'old', 'manual/search/a.json': 'a', 'manual/search/b.json': 'b' };
    await mkdir(path.join(out, 'manual/search'), { recursive: true });
    for (const [file, text] of Object.entries(held)) await writeFile(path.join(out, file), text);
    const previous = async () => ({
      hashes: new Map(Object.entries(held).map(([file, text]) => [file, contentHash(text)])),
      keys: new Map<string, string>(),
    });
    const owned = (file: string) => file.startsWith('manual/search/');
    const [hashes, keys] = [new Map<string, string>(), new Map<string, string>()];
    const updated = { written: [] as string[], removed: [] as string[] };
    const files = [
      { path: 'manual/search/a.json', contents: 'a' },
      { path: 'manual/search/c.json', key: 'c', make: () => 'c' },
    ];
    expect(await writeAtomically(out, files, { previous, owned, hashes, keys, updated })).toBe(2);
    expect(await readFile(path.join(out, 'manual/old.html'), 'utf8')).toBe('old');
    expect(await readFile(path.join(out, 'manual/search/c.json'), 'utf8')).toBe('c');
    expect(existsSync(path.join(out, 'manual/search/b.json'))).toBe(false);
    expect(updated).toEqual({ written: ['manual/search/c.json'], removed: ['manual/search/b.json'] });
    expect([...hashes.keys()].sort()).toEqual(['manual/search/a.json', 'manual/search/c.json']);
    expect([...keys]).toEqual([['manual/search/c.json', 'c']]);
    // out/ not as held: nothing is written rather than an out/ of those files alone.
    const gone = await previousOut();
    await expect(writeAtomically(gone, files, { previous: async () => undefined, owned })).rejects.toThrow(
      'not as the last build left it',
    );
    expect(await readFile(path.join(gone, 'manual/old.html'), 'utf8')).toBe('old');
    expect(await readdir(path.dirname(gone))).toEqual(['out']);
  });
});
