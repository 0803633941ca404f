// The browser only runs lunr's pipeline on query words (the sharded engine in engine.ts does the
// rest), so its copy of lunr leaves out everything else: field refs, sets and idf, vectors, the
// English stemmer and stop words (the site uses lunr-languages' Portuguese ones), the toJSONs, token
// sets, the index, its builder, match data, queries and the query-string parser.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';

/** Each cut runs from a line starting with `from` up to, not including, the next line starting with `to`. */
const CUTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'lunr.FieldRef = function', to: 'lunr.Token = function' },
  { from: 'lunr.Pipeline.prototype.toJSON = function', to: 'lunr.Vector = function' },
  { from: 'lunr.Vector = function', to: 'lunr.generateStopWordFilter = function' },
  { from: 'lunr.stopWordFilter = lunr.generateStopWordFilter([', to: 'lunr.trimmer = function' },
  { from: 'lunr.TokenSet = function', to: '  /**\n   * export the module' },
];

/** lunr.js without the parts above; throws when a new version no longer has the marks. */
export function lunrForQueries(source: string, file = 'lunr.js'): string {
  let text = source;
  for (const { from, to } of CUTS) {
    const start = text.indexOf(`\n${from}`);
    const end = start < 0 ? -1 : text.indexOf(`\n${to}`, start + 1);
    if (start < 0 || end < 0)
      throw new Error(
        `${file}: no "${from}" … "${to.trim()}" to leave out; lunr changed, update src/search/lunr-for-queries.ts`,
      );
    // The doc comments around a cut stay; the minifier drops them.
    text = text.slice(0, start) + text.slice(end);
  }
  return text;
}

/** The parts of lunr.js that are English only (Porter stemmer, stop words): put back in the English chunk. */
const ENGLISH: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'lunr.stemmer = (function(){', to: 'lunr.generateStopWordFilter = function' },
  { from: 'lunr.stopWordFilter = lunr.generateStopWordFilter([', to: 'lunr.trimmer = function' },
];

/** english.ts for the browser: the English parts of lunr.js, added to the (cut) lunr it imports. */
export function englishForQueries(source: string, file = 'lunr.js'): string {
  const parts = ENGLISH.map(({ from, to }) => {
    const start = source.indexOf(`\n${from}`);
    const end = start < 0 ? -1 : source.indexOf(`\n${to}`, start + 1);
    if (start < 0 || end < 0)
      throw new Error(`${file}: no "${from}" … "${to}"; lunr changed, update src/search/lunr-for-queries.ts`);
    return source.slice(start, end);
  });
  return (
    `import lunr from 'lunr';\n${parts.join('\n')}\nexport function englishPipeline() { return { stemmer: ` +
    `lunr.stemmer, stopWordFilter: lunr.stopWordFilter }; }\n`
  );
}

export const lunrForQueriesPlugin: Plugin = {
  name: 'lunr-for-queries',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]node_modules[\\/]lunr[\\/]lunr\.js$/ }, async ({ path }) => ({
      contents: lunrForQueries(await readFile(path, 'utf8'), path),
      loader: 'js',
    }));
    esbuild.onLoad({ filter: /[\\/]src[\\/]search[\\/]english\.ts$/ }, async ({ path }) => {
      const lunrFile = createRequire(path).resolve('lunr/lunr.js');
      return {
        contents: englishForQueries(await readFile(lunrFile, 'utf8'), lunrFile),
        loader: 'js',
        resolveDir: dirname(path),
      };
    });
  },
};
