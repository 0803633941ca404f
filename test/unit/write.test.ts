import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputFile } from '../../src/core/model.js';
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
});
