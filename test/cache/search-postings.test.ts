// A warm build takes the last build's search postings and indexes again only the pages whose text
// changed (src/search/patched-postings.ts): its search files are a cold build's, byte for byte.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { OutputFile } from '../../src/core/model.js';
import { formatIndexedPages, resetIndexedPages } from '../../src/search/index-counts.js';
import { copyFixture, edit } from '../helpers/sites.js';

const searchFilesOf = (files: readonly OutputFile[]) =>
  files
    .filter((file) => file.path.includes('search'))
    .map((file) => [file.path, String(file.contents)])
    .sort();

async function warmThenCold(root: string) {
  resetIndexedPages();
  const warm = await build({ root, write: false, cacheDir: 'cache', cacheFingerprint: 'postings-test' });
  const indexed = formatIndexedPages();
  const cold = await build({ root, write: false });
  return { warm: searchFilesOf(warm.files), cold: searchFilesOf(cold.files), indexed };
}

describe('search postings kept by the build cache', () => {
  it('after an edit, index that page alone and give the search files of a cold build', async () => {
    const root = await copyFixture('site-mini');
    await build({ root, write: true, cacheDir: 'cache', cacheFingerprint: 'postings-test' });
    await edit(root, 'content/guia/configuracao.md', '---\n\n', '---\n\nUm xilofone quimérico, palavra nova. ');
    const edited = await warmThenCold(root);
    expect(edited.indexed).toMatch(/search index: 1 of \d+ pages indexed again/);
    expect(edited.warm).toEqual(edited.cold);
    // A title changed: that page's every section is indexed again.
    await edit(root, 'content/guia/configuracao.md', 'title: ', 'title: Outro título, ');
    const retitled = await warmThenCold(root);
    expect(retitled.indexed).toMatch(/search index: 1 of \d+ pages indexed again/);
    expect(retitled.warm).toEqual(retitled.cold);
    // A category renamed: no page's text changed, but the fragments show the new crumbs.
    await edit(root, 'sidebars.json', '"label": "Guia"', '"label": "Guia de uso"');
    const renamed = await warmThenCold(root);
    expect(renamed.indexed).toMatch(/search index: 0 of \d+ pages indexed again/);
    expect(renamed.warm.some(([, text]) => text?.includes('Guia de uso'))).toBe(true);
    expect(renamed.warm).toEqual(renamed.cold);
    // A new section renumbers the sections after it: the whole index is made again.
    await edit(root, 'content/guia/configuracao.md', '---\n\n', '---\n\n## Seção nova\n\nTexto novo.\n\n');
    const sectioned = await warmThenCold(root);
    expect(sectioned.indexed).toMatch(/search index: (\d+) of \1 pages indexed again/);
    expect(sectioned.warm).toEqual(sectioned.cold);
  });
});
