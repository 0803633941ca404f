// A one-doc rebuild's stamp written as its changes over the full build's (src/cache/stamp-changes.ts): read back
// over that stamp they give the rebuild's whole stamp, and over any other stamp nothing.
import { describe, expect, it } from 'vitest';
import type { BuildStamp } from '../../src/cache/build-stamp.js';
import { stampChanges, withStampChanges } from '../../src/cache/stamp-changes.js';

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
