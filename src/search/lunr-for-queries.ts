// The browser only queries an index the build made, so its copy of lunr leaves out what only builds
// one, saves one or parses query strings: the index builder, the English stemmer and stop words (the
// site uses the Portuguese ones of lunr-languages), the `toJSON`s and the query-string parser with
// `Index.search` (src/search/searcher.ts builds its queries with `Index.query`). 3.7 KB gzip less on
// a reader's first search.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/** Each cut runs from a line starting with `from` up to, not including, the next line starting with `to`. */
const CUTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'lunr.Pipeline.prototype.toJSON = function', to: 'lunr.Vector = function' },
  { from: 'lunr.Vector.prototype.toJSON = function', to: 'lunr.stemmer = (function(){' },
  { from: 'lunr.stemmer = (function(){', to: 'lunr.generateStopWordFilter = function' },
  { from: 'lunr.stopWordFilter = lunr.generateStopWordFilter([', to: 'lunr.trimmer = function' },
  { from: 'lunr.Index.prototype.search = function', to: 'lunr.Index.prototype.query = function' },
  { from: 'lunr.Index.prototype.toJSON = function', to: 'lunr.Index.load = function' },
  { from: 'lunr.Builder = function () {', to: 'lunr.MatchData = function' },
  { from: 'lunr.QueryParseError = function', to: '  /**\n   * export the module' },
];

/** lunr.js without the parts above; throws when a new version no longer has the marks. */
export function lunrForQueries(source: string, file = 'lunr.js'): string {
  let text = source;
  for (const { from, to } of CUTS) {
    const start = text.indexOf(`\n${from}`);
    const end = start < 0 ? -1 : text.indexOf(`\n${to}`, start + 1);
    if (start < 0 || end < 0) throw new Error(`${file}: no "${from}" … "${to.trim()}" to leave out; lunr changed, update src/search/lunr-for-queries.ts`);
    // The doc comments around a cut stay; the minifier drops them.
    text = text.slice(0, start) + text.slice(end);
  }
  return text;
}

export const lunrForQueriesPlugin: Plugin = {
  name: 'lunr-for-queries',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]node_modules[\\/]lunr[\\/]lunr\.js$/ }, async ({ path }) => ({
      contents: lunrForQueries(await readFile(path, 'utf8'), path),
      loader: 'js',
    }));
  },
};
