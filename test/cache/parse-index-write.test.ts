// The parse index written again (src/cache/parse-index.ts write): lines read back go out as runs of
// the index's own bytes, new lines as text, and the file holds exactly the lines kept, in the order
// kept, whatever mix of the two. Also the sealed byte entries it is written as (DiskEntries.writeBytes),
// now written part by part.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskEntries, sha256 } from '../../src/cache/disk.js';
import { lightLine, ParseIndex, type StoredEntry } from '../../src/cache/parse-index.js';

const INDEX = sha256('index');
const parseKey = (n: number) => sha256(`doc ${n}`);

function lineOf(n: number, title: string): string {
  const stored = {
    doc: { route: `/d${n}/`, title, html: '<p>x</p>', sections: [], headings: [], anchorIds: [] },
    diagnostics: [],
    linkedRoutes: [],
  } as unknown as StoredEntry;
  return lightLine(stored, sha256(`digest ${n} ${title}`));
}

/** The index's lines as its file holds them (after the seal line and the JSON line). */
async function fileLines(disk: DiskEntries): Promise<string[]> {
  const text = await readFile(disk.fileOf(INDEX), 'utf8');
  return text.split('\n').slice(2);
}

/** A seeded order of keeps: runs of lines read back, some in a new order, some new, some dropped. */
function* seeded(seed: number, count: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let n = 0; n < count; n++) {
    const roll = next();
    yield { n: roll < 0.1 ? Math.floor(next() * count) : n, fresh: roll > 0.9, dropped: roll > 0.85 && roll <= 0.9 };
  }
}

describe('the parse index written again', () => {
  it('holds the lines kept, in order, for 40 seeded mixes of lines read back, new lines and dropped ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-index-'));
    const disk = new DiskEntries(dir, [], randomBytes(32));
    const count = 60;
    for (let seed = 1; seed <= 40; seed++) {
      // Each round from a whole index of new lines (the index is dropped first: unchanged, it is not written).
      ParseIndex.open(disk, INDEX).drop();
      const first = ParseIndex.open(disk, INDEX);
      for (let n = 0; n < count; n++) first.keep(parseKey(n), lineOf(n, `Título ${n}`));
      first.write(() => true);
      await disk.flush();
      const index = ParseIndex.open(disk, INDEX);
      const before = new Map((await fileLines(disk)).map((line) => [line.slice(0, 64), line.slice(65)]));
      const expected: string[] = [];
      const seen = new Set<number>();
      for (const { n, fresh, dropped } of seeded(seed, count)) {
        if (seen.has(n)) continue;
        seen.add(n);
        const key = parseKey(n);
        const read = index.read(key);
        expect(read).toBeDefined();
        const line = fresh ? lineOf(n, `Título ${n} (${seed})`) : (read?.line ?? '');
        index.keep(key, line);
        if (!dropped) expected.push(`${key} ${typeof line === 'string' ? line : before.get(key)}`);
      }
      const droppedKeys = new Set([...seeded(seed, count)].filter((k) => k.dropped).map((k) => parseKey(k.n)));
      index.write((key) => !droppedKeys.has(key));
      await disk.flush();
      const written = await fileLines(disk);
      expect(written).toEqual(expected.filter((line) => !droppedKeys.has(line.slice(0, 64))));
      // Read back signed, with every line whole.
      const again = ParseIndex.open(disk, INDEX);
      for (const line of written) expect(again.read(line.slice(0, 64))?.light.doc.route).toMatch(/^\/d\d+\/$/);
    }
  });

  it('writes a byte entry sealed part by part: read back signed, or refused once altered', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-bytes-'));
    const key = randomBytes(32);
    const arrays = [new Uint32Array([1, 2, 3]), new Float32Array([0.5, 1.5]), new Uint8Array([7, 8, 9])];
    const writer = new DiskEntries(dir, [], key);
    writer.writeBytes(INDEX, { n: 3 }, arrays);
    await writer.flush();
    const disk = new DiskEntries(dir, [], key);
    const read = disk.readBytes(INDEX);
    expect(read?.signed).toBe(true);
    expect(read?.value).toEqual({ n: 3 });
    expect([...(read?.bytes ?? [])]).toEqual(arrays.flatMap((array) => [...new Uint8Array(array.buffer)]));
    const file = await readFile(disk.fileOf(INDEX));
    // The arrays sit at a multiple of 8 in the file and in what reads them (wider views need it).
    expect(file.length - (read?.bytes.byteLength ?? 0)).toBe(file.indexOf(10, 65) + 1);
    expect((file.indexOf(10, 65) + 1) % 8).toBe(0);
    expect((read?.bytes.byteOffset ?? 1) % 8).toBe(0);
    expect(file.subarray(0, 64).toString()).toMatch(/^[0-9a-f]{64}$/);
    const notes: string[] = [];
    const altered = Buffer.from(file);
    altered[altered.length - 1] = 0;
    await writeFile(disk.fileOf(INDEX), altered);
    expect(new DiskEntries(dir, notes, key).readBytes(INDEX)).toBeUndefined();
    expect(notes[0]).toMatch(/truncated or corrupt/);
  });

  it('reads a large byte entry as a view of the file read, not a copy', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-bytes-'));
    const numbers = Uint32Array.from({ length: 250_000 }, (_, i) => i * 7);
    const writer = new DiskEntries(dir, []);
    writer.writeBytes(INDEX, { head: 'é'.repeat(5) }, [numbers]);
    await writer.flush();
    const read = new DiskEntries(dir, []).readBytes(INDEX);
    const file = await readFile(writer.fileOf(INDEX));
    expect(read?.bytes.buffer.byteLength).toBe(file.length);
    const view = read && new Uint32Array(read.bytes.buffer, read.bytes.byteOffset, numbers.length);
    expect(view && [...view]).toEqual([...numbers]);
  });
});
