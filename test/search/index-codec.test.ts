import { describe, expect, it } from 'vitest';
import { buildLunrIndex } from './lunr-reference.js';
import { compactIndex, expandIndex } from '../../src/search/index-codec.js';
import { portugueseLunr } from '../../src/search/portuguese.js';
import { smallStore } from './fixtures.js';

const { lunr } = portugueseLunr();
const original = buildLunrIndex(smallStore);
const roundTripped = expandIndex(JSON.parse(JSON.stringify(compactIndex(original))));

describe('the shipped index format', () => {
  it('keeps every posting and every term', () => {
    const postings = (index: typeof original) =>
      Object.fromEntries(index.invertedIndex.map(([term, posting]) => [term, index.fields.map((field) => Object.keys(posting[field] ?? {}).sort())]));
    expect(postings(roundTripped)).toEqual(postings(original));
  });

  it('loads into lunr and ranks exactly as the original index', () => {
    const a = lunr.Index.load(original as unknown as object);
    const b = lunr.Index.load(roundTripped as unknown as object);
    for (const query of ['senha', 'relatorio', 'instal*', 'mapa cores', 'exportar relatório']) {
      const expected = a.search(query);
      const actual = b.search(query);
      expect(actual.map((r) => r.ref)).toEqual(expected.map((r) => r.ref));
      actual.forEach((result, i) => expect(result.score).toBeCloseTo(expected[i]!.score, 2));
    }
  });

  it('is smaller than lunr JSON', () => {
    expect(JSON.stringify(compactIndex(original)).length).toBeLessThan(JSON.stringify(original).length / 2);
  });
});
