// The browser's lunr (src/search/lunr-for-queries.ts) must answer every query exactly as the full lunr does.
// The engine is bundled with the cut lunr, as the browser bundle is, and both run the query suite
// on the help centre's built search files and on a small fixture.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { build as buildSite } from '../../src/build.js';
import { openSearch, type FetchJson, type SearchEngine } from '../../src/search/engine.js';
import { lunrForQueries, lunrForQueriesPlugin } from '../../src/search/lunr-for-queries.js';
import { searchOutput } from '../../src/search/output.js';
import { madeFile } from '../../src/core/model.js';
import { repoRoot } from '../helpers/sites.js';
import { smallStore } from './fixtures.js';
import { portugueseLunr } from '../../src/search/portuguese.js';

const lunrSource = readFileSync(createRequire(import.meta.url).resolve('lunr/lunr.js'), 'utf8');
const suite = JSON.parse(readFileSync(new URL('../search-queries.json', import.meta.url), 'utf8')) as Array<{
  query: string;
}>;
const queries = [
  ...suite.map((c) => c.query),
  'relat',
  'relatoiro ',
  'senah ',
  'exportaca',
  'esqueci a senha ',
  'mapa -calor',
  'xyz',
];

async function bundledEngineModule(): Promise<{ openSearch: typeof openSearch; bundledLunr: string }> {
  const result = await build({
    entryPoints: [new URL('../../src/search/engine.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    plugins: [lunrForQueriesPlugin],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    openSearch: typeof openSearch;
  };
  return { openSearch: module.openSearch, bundledLunr: code };
}

const answers = async (engine: SearchEngine) => Promise.all(queries.map((query) => engine.search(query)));

function fetcherOf(files: ReadonlyArray<{ path: string; contents: string | Uint8Array }>): FetchJson {
  const byUrl = new Map(
    files.map((file) => [
      `/${file.path}`,
      typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8'),
    ]),
  );
  return async (url) => JSON.parse(byUrl.get(url) ?? 'null') as unknown;
}

describe('lunr for queries', () => {
  it('leaves out the index, its builder, English stemmer and stop words, toJSONs and query-string parser', () => {
    const cut = lunrForQueries(lunrSource);
    const gone = [
      'lunr.Builder = function',
      'lunr.Index = function',
      'lunr.TokenSet = function',
      'lunr.Vector = function',
      'lunr.stemmer = (function(){',
      "'stopWordFilter')",
      'lunr.QueryParser = function',
      'lunr.QueryLexer = function',
      'lunr.Pipeline.prototype.toJSON = function',
    ];
    for (const part of gone) {
      expect(lunrSource).toContain(part);
      expect(cut).not.toContain(part);
    }
    expect(cut).toContain('lunr.Pipeline = function');
    expect(cut.length).toBeLessThan(lunrSource.length * 0.4);
  });

  it('answers every query of the suite as the full lunr does, scores included', async () => {
    const { openSearch: bundledOpenSearch, bundledLunr } = await bundledEngineModule();
    expect(bundledLunr).not.toContain('lunr.Builder = function');
    const helpCentre = await buildSite({ root: repoRoot, write: false });
    for (const files of [
      helpCentre.files,
      searchOutput('/manual/', smallStore, [['senha', 'palavra-passe']], portugueseLunr()).map(madeFile),
    ]) {
      const fetchJson = fetcherOf(files);
      const full = await answers(await openSearch('/manual/search-manifest.json', fetchJson));
      const cut = await answers(await bundledOpenSearch('/manual/search-manifest.json', fetchJson));
      expect(full.some((result) => result.hits.length > 0)).toBe(true);
      expect(cut).toEqual(full);
    }
  }, 120_000);

  it('fails loudly, naming the file, when lunr no longer has a part to leave out', () => {
    expect(() =>
      lunrForQueries(lunrSource.replace('lunr.TokenSet = function', 'lunr.TokenSet=function'), '/x/lunr.js'),
    ).toThrow(/\/x\/lunr\.js: no "lunr\.TokenSet = function"/);
  });
});
