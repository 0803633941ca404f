// The search engine over a build's files in memory, fetching as the browser would (and counting it).
import type { BuildResult } from '../../src/build.js';
import { openSearch, type SearchEngine } from '../../src/search/engine.js';
import { searchManifestUrl } from '../../src/core/search-routes.js';

export interface EngineFromBuild {
  engine: SearchEngine;
  files: Map<string, string>;
  /** URLs fetched so far, in order. */
  fetched: string[];
}

export async function engineFromBuild(result: BuildResult, base = result.config.base): Promise<EngineFromBuild> {
  const files = new Map(
    result.files.map((file) => [
      `/${file.path}`,
      typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8'),
    ]),
  );
  const fetched: string[] = [];
  const fetchJson = async (url: string) => {
    fetched.push(url);
    const text = files.get(url);
    if (text === undefined) throw new Error(`${url}: HTTP 404`);
    return JSON.parse(text) as unknown;
  };
  return { engine: await openSearch(searchManifestUrl(base), fetchJson), files, fetched };
}
