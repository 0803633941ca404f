// The browser's lunr (src/search/lunr-for-queries.ts) must answer every query exactly as the full lunr does.
// The searcher is bundled with the cut lunr, as the browser bundle is, and both run the query suite
// on the help centre's built index and on a small fixture.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { build as buildSite } from '../../src/build.js';
import type { CompactIndex } from '../../src/search/index-codec.js';
import { searchManifestUrl, type SearchManifest } from '../../src/search/routes.js';
import type { SearchStore } from '../../src/search/store.js';
import { lunrForQueries, lunrForQueriesPlugin } from '../../src/search/lunr-for-queries.js';
import { buildSearchIndex } from '../../src/search/build-index.js';
import { createSearcher, type Searcher } from '../../src/search/searcher.js';
import { repoRoot } from '../helpers/sites.js';
import { smallStore } from './fixtures.js';

const lunrSource = readFileSync(createRequire(import.meta.url).resolve('lunr/lunr.js'), 'utf8');
const suite = JSON.parse(readFileSync(new URL('../search-queries.json', import.meta.url), 'utf8')) as Array<{ query: string }>;
const queries = [...suite.map((c) => c.query), 'relat', 'relatoiro ', 'senah ', 'exportaca', 'esqueci a senha ', 'mapa -calor', 'xyz'];

async function bundledSearcherModule(): Promise<{ createSearcher: typeof createSearcher; bundledLunr: string }> {
  const result = await build({
    entryPoints: [new URL('../../src/search/searcher.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    plugins: [lunrForQueriesPlugin],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { createSearcher: typeof createSearcher };
  return { createSearcher: module.createSearcher, bundledLunr: code };
}

const answers = (searcher: Searcher) => queries.map((query) => searcher.search(query));

/** The help centre's index and store, as its build writes them. */
async function helpCentreSearch(): Promise<{ index: CompactIndex; store: SearchStore }> {
  const result = await buildSite({ root: repoRoot, write: false });
  const read = <T,>(url: string) => {
    const file = result.files.find((f) => `/${f.path}` === url);
    if (!file) throw new Error(`the help centre's build wrote no ${url}`);
    return JSON.parse(typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8')) as T;
  };
  const manifest = read<SearchManifest>(searchManifestUrl(result.config.base));
  return { index: read<CompactIndex>(manifest.index), store: read<SearchStore>(manifest.store) };
}

describe('lunr for queries', () => {
  it('leaves out the builder, the English stemmer and stop words, the toJSONs and the query-string parser', () => {
    const cut = lunrForQueries(lunrSource);
    const gone = ['lunr.Builder = function', 'lunr.stemmer = (function(){', "'stopWordFilter')", 'lunr.QueryParser = function', 'lunr.QueryLexer = function', 'lunr.Index.prototype.search = function', 'lunr.Index.prototype.toJSON = function', 'lunr.Pipeline.prototype.toJSON = function'];
    for (const part of gone) {
      expect(lunrSource).toContain(part);
      expect(cut).not.toContain(part);
    }
    expect(cut.length).toBeLessThan(lunrSource.length * 0.7);
  });

  it('answers every query of the suite as the full lunr does, scores included', async () => {
    const { createSearcher: bundledCreateSearcher, bundledLunr } = await bundledSearcherModule();
    expect(bundledLunr).not.toContain('lunr.Builder = function');
    const helpCentre = await helpCentreSearch();
    for (const { index, store } of [helpCentre, { index: buildSearchIndex(smallStore), store: smallStore }]) {
      const full = answers(createSearcher(index, store));
      const cut = answers(bundledCreateSearcher(index, store));
      expect(full.some((result) => result.hits.length > 0)).toBe(true);
      expect(cut).toEqual(full);
    }
  }, 120_000);

  it('fails loudly, naming the file, when lunr no longer has a part to leave out', () => {
    expect(() => lunrForQueries(lunrSource.replace('lunr.Builder = function', 'lunr.Builder=function'), '/x/lunr.js')).toThrow(
      /\/x\/lunr\.js: no "lunr\.Builder = function \(\) \{"/,
    );
  });
});
