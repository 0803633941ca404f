import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { buildSearchIndex } from '../../src/search/build-index.js';
import { searchStore } from '../../src/search/documents.js';
import { compactIndex } from '../../src/search/index-codec.js';
import { fixtures, repoRoot } from '../helpers/sites.js';
import { smallStore } from './fixtures.js';
import { buildLunrIndex } from './lunr-reference.js';

describe('buildSearchIndex', () => {
  it('gives exactly the index lunr.Builder gives, compacted', async () => {
    const stores = [smallStore, ...(await Promise.all([`${fixtures}site-mini`, repoRoot].map(async (root) => searchStore((await build({ root, write: false })).site))))];
    for (const store of stores) {
      expect(JSON.stringify(buildSearchIndex(store))).toBe(JSON.stringify(compactIndex(buildLunrIndex(store))));
    }
    expect(stores.at(-1)!.sections.length).toBeGreaterThan(500);
  });
});
