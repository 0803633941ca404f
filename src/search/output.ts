// The search files of `out/`: index and store under hashed names (cached for good), and the small
// manifest that names them (revalidated, like pages).
import { createHash } from 'node:crypto';
import { remember, type BuildMemo } from '../memo.js';
import type { OutputFile, Site } from '../model.js';
import { buildSearchIndex } from './build-index.js';
import { searchStore } from './documents.js';
import { searchManifestUrl, type SearchManifest } from './routes.js';

function hashed(base: string, name: string, json: string): { file: OutputFile; url: string } {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const path = `${base.replace(/^\//, '')}assets/${name}.${hash}.json`;
  return { file: { path, contents: json }, url: `/${path}` };
}

export function searchFiles(base: string, site: Site, memo?: BuildMemo): OutputFile[] {
  const store = searchStore(site);
  const storeJson = JSON.stringify(store);
  // Watch mode: the index is built again only when some searchable text changed.
  return remember(memo, 'search', () => `${base}\n${storeJson}`, () => {
    const index = hashed(base, 'search-index', JSON.stringify(buildSearchIndex(store)));
    const stored = hashed(base, 'search-store', storeJson);
    const manifest: SearchManifest = { index: index.url, store: stored.url };
    return [index.file, stored.file, { path: searchManifestUrl(base).replace(/^\//, ''), contents: JSON.stringify(manifest) }];
  });
}
