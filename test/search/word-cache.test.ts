import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { openCache } from '../../src/cache/index.js';
import { searchOutput } from '../../src/search/output.js';
import { madeFile } from '../../src/core/model.js';
import { portugueseLunr } from '../../src/search/portuguese.js';
import type { WordTerms } from '../../src/search/postings.js';
import { copyFixture } from '../helpers/sites.js';
import { smallStore } from './fixtures.js';

/** Words stemmed by an earlier build are taken from the cache; the search files must not change. */
describe('remembered word terms', () => {
  it('give the same search files as stemming every word, and record the words the site uses', () => {
    const fresh = searchOutput('/manual/', smallStore, [], portugueseLunr()).map(madeFile);
    const used: WordTerms = new Map();
    searchOutput('/manual/', smallStore, [], portugueseLunr(), new Map(), used);
    expect(used.get('relatório')).toEqual(['relatori']);
    expect(used.get('com')).toEqual([]); // a stop word has no terms
    const remembered = searchOutput('/manual/', smallStore, [], portugueseLunr(), used).map(madeFile);
    expect(remembered).toEqual(fresh);
  });

  it('are read back from the cache folder by the next build; what the line format cannot hold is dropped', async () => {
    const root = await copyFixture('site-mini');
    const first = await build({ root, write: true, cacheDir: 'cache', cacheFingerprint: 'words-test' });
    const cache = openCache({ dir: `${root}/cache`, fingerprint: 'words-test' });
    const language = JSON.stringify(['pt', portugueseLunr().pipeline]);
    const words = await cache.words!.read(language);
    expect(words?.get('instale')?.length).toBe(1);
    // A later build gets the same files from the remembered words.
    const second = await build({ root, write: false, cacheDir: 'cache', cacheFingerprint: 'words-test' });
    const cold = await build({ root, write: false });
    const searchFilesOf = (files: typeof second.files) =>
      files.filter((f) => f.path.includes('search')).map((f) => [f.path, String(f.contents)]);
    expect(searchFilesOf(second.files)).toEqual(searchFilesOf(cold.files));
    expect(first.stats.errors).toBe(0);
    cache.words!.write(
      language,
      new Map([
        ['instale', ['instal']],
        ['com', []],
        ['dois\tcampos', ['x']],
        ['espaço', ['a b']],
      ]),
    );
    await cache.close();
    expect(await cache.words!.read(language)).toEqual(
      new Map([
        ['instale', ['instal']],
        ['com', []],
      ]),
    );
  });
});
