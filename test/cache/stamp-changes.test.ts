// A one-doc rebuild's stamp written as its changes over the full build's (src/cache/stamp-changes.ts): read back
// over that stamp they give the rebuild's whole stamp, and over any other stamp nothing.
import { describe, expect, it } from 'vitest';
import type { BuildStamp } from '../../src/cache/build-stamp.js';
import {
  changesAfter,
  type StampChanges,
  stampChanges,
  type StampDelta,
  withStampChanges,
} from '../../src/cache/stamp-changes.js';

const report = { outDir: '/site/out', pages: 2, redirects: 0, diagnostics: [] };
const group = (hash: string) => [{ inputs: { folders: ['content'], files: [] }, hash }];

const full: BuildStamp = {
  context: 'code',
  inputs: group('a'),
  out: [
    ['guia/index.html', 10, 1, 'h1'],
    ['guia/notas/index.html', 20, 2, 'h2'],
    ['search/a1.json', 30, 3, 'h3'],
  ],
  keys: { 'guia/index.html': 'k1', 'guia/notas/index.html': 'k2' },
  report,
  lane: 'first',
};

const rebuilt: BuildStamp & { lane: string } = {
  context: 'code',
  inputs: group('b'),
  out: [
    ['guia/index.html', 10, 1, 'h1'],
    ['guia/notas/index.html', 22, 5, 'h4'],
    ['search/b2.json', 31, 5, 'h5'],
  ],
  keys: { 'guia/index.html': 'k1', 'guia/notas/index.html': 'k3' },
  report,
  lane: 'second',
};

describe('stamp changes', () => {
  it('hold only what the rebuild changed, and give its whole stamp back', () => {
    const changes = stampChanges(full, rebuilt);
    expect(changes?.out).toEqual({
      set: [
        ['guia/notas/index.html', 22, 5, 'h4'],
        ['search/b2.json', 31, 5, 'h5'],
      ],
      removed: ['search/a1.json'],
    });
    expect(changes?.keys).toEqual({ set: [['guia/notas/index.html', 'k3']], removed: [] });
    expect(withStampChanges(full, JSON.parse(JSON.stringify(changes)))).toEqual(rebuilt);
  });

  it('set a key of any name, `__proto__` too', () => {
    const keys = JSON.parse('{"__proto__": "k9", "guia/index.html": "k1"}') as Record<string, string>;
    const changes = stampChanges(full, { ...rebuilt, keys });
    const applied = withStampChanges(full, JSON.parse(JSON.stringify(changes)));
    expect(Object.entries(applied?.keys ?? {}).sort()).toEqual([
      ['__proto__', 'k9'],
      ['guia/index.html', 'k1'],
    ]);
  });

  it('are not read over another stamp, nor made over one without a lane id', () => {
    const changes = stampChanges(full, rebuilt);
    expect(withStampChanges({ ...full, lane: 'another build' }, changes)).toBeUndefined();
    expect(withStampChanges(full, { ...changes, out: 'not a listing' })).toBeUndefined();
    const { lane: _, ...noLane } = full;
    expect(stampChanges(noLane, rebuilt)).toBeUndefined();
  });
});

type Entry = BuildStamp['out'][number];

/** `stamp` with `delta` made, as the rebuild's whole stamp would list it. */
function applied(stamp: BuildStamp, delta: StampDelta, lane: string): BuildStamp & { lane: string } {
  const out = new Map(stamp.out.map((entry) => [entry[0], entry]));
  for (const file of delta.out.removed) out.delete(file);
  for (const entry of delta.out.set) out.set(entry[0], entry);
  const keys: Record<string, string> = Object.assign(Object.create(null), stamp.keys);
  for (const file of delta.keys.removed) delete keys[file];
  for (const [file, key] of delta.keys.set) keys[file] = key;
  const sorted = [...out.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { ...stamp, out: sorted, keys, lane };
}

/** A seeded run of rebuilds: files rewritten, made, removed, put back as the full build had them; keys likewise. */
function* rebuilds(seed: number): Generator<(stamp: BuildStamp) => StampDelta> {
  let state = seed;
  const random = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const names = ['guia/index.html', 'guia/notas/index.html', 'search/a1.json', 'search/s-2.json', '__proto__'];
  for (let round = 0; round < 40; round++)
    yield (stamp) => {
      const listed = new Map(stamp.out.map((entry) => [entry[0], entry]));
      const set = new Map<string, Entry>();
      const removed = new Set<string>();
      const keySet = new Map<string, string>();
      const keyRemoved = new Set<string>();
      for (const file of names) {
        const choice = random(5);
        const back = full.out.find(([name]) => name === file);
        if (choice === 0 && listed.has(file)) removed.add(file);
        else if (choice === 1) set.set(file, [file, random(3), round, `h${random(3)}`]);
        else if (choice === 2 && back) set.set(file, back);
        const key = random(4);
        if (key === 0 && Object.hasOwn(stamp.keys, file)) keyRemoved.add(file);
        else if (key === 1) keySet.set(file, `k${random(3)}`);
        else if (key === 2 && Object.hasOwn(full.keys, file)) keySet.set(file, full.keys[file] as string);
      }
      const sortedSet = [...set.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      return { out: { set: sortedSet, removed: [...removed] }, keys: { set: [...keySet], removed: [...keyRemoved] } };
    };
}

describe('stamp changes after a rebuild', () => {
  it('are those of the whole stamp over the full build, rebuild after rebuild', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      let stamp: BuildStamp = full;
      let previous: StampChanges | undefined;
      let round = 0;
      for (const rebuild of rebuilds(seed)) {
        const lane = `rebuild ${++round}`;
        const delta = rebuild(stamp);
        const whole = applied(stamp, delta, lane);
        const changes = changesAfter({ ...full, lane: 'first' }, previous, delta, { ...whole });
        const expected = stampChanges(full, whole);
        expect({ ...changes, keys: undefined }).toEqual({ ...expected, keys: undefined });
        expect(new Map(changes.keys.set)).toEqual(new Map(expected?.keys.set));
        expect(new Set(changes.keys.removed)).toEqual(new Set(expected?.keys.removed));
        const read = withStampChanges(full, JSON.parse(JSON.stringify(changes)));
        expect(read?.out).toEqual(whole.out);
        expect({ ...read?.keys }).toEqual({ ...whole.keys });
        [stamp, previous] = [read as BuildStamp, changes];
      }
    }
  });
});
