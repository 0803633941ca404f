// Cache entries carry this machine's signature (an HMAC with the key of machine-key.ts) where they
// had a checksum: an entry read back signed was written by a build here, and a parse result that is
// signed is used without its HTML parsed again. An entry from elsewhere still reads, unsigned.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskEntries, sha256 } from '../../src/cache/disk.js';

const KEY = 'a'.repeat(64);

async function written(key: Buffer | null, value: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-signed-'));
  const disk = new DiskEntries(dir, [], key);
  disk.write(KEY, value);
  await disk.flush();
  return dir;
}

async function entryFile(dir: string): Promise<string> {
  const [name] = await readdir(path.join(dir, 'v1'));
  return path.join(dir, 'v1', String(name));
}

describe('signed cache entries', () => {
  const key = randomBytes(32);

  it('read back signed by the key that wrote them', async () => {
    const dir = await written(key, { html: '<p>Olá</p>' });
    expect(new DiskEntries(dir, [], key).readEntry(KEY)).toEqual({ value: { html: '<p>Olá</p>' }, signed: true });
  });

  it('read unsigned with another key or none, as long as they are whole', async () => {
    const dir = await written(key, { html: '<p>Olá</p>' });
    const notes: string[] = [];
    expect(new DiskEntries(dir, notes, randomBytes(32)).readEntry(KEY)).toBeUndefined();
    expect(notes.join('\n')).toMatch(/truncated or corrupt/);
    const plain = await written(null, { html: '<p>Olá</p>' });
    expect(new DiskEntries(plain, [], key).readEntry(KEY)).toEqual({ value: { html: '<p>Olá</p>' }, signed: false });
    expect(new DiskEntries(plain, []).readEntry(KEY)).toEqual({ value: { html: '<p>Olá</p>' }, signed: false });
  });

  it('lose the signature when the payload is edited and its checksum made again', async () => {
    const dir = await written(key, { html: '<p>Olá</p>' });
    const file = await entryFile(dir);
    const payload = (await readFile(file, 'utf8')).slice(65).replace('Olá', '<script>x</script>');
    await writeFile(file, `${sha256(payload)}\n${payload}`);
    expect(new DiskEntries(dir, [], key).readEntry(KEY)).toEqual({
      value: { html: '<p><script>x</script></p>' },
      signed: false,
    });
  });
});
