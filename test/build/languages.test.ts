// Sites in a language with helpdocs's own strings (English) and one with the site's own file (French).
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fixtures } from '../helpers/sites.js';
import { engineFromBuild } from '../search/engine-from-build.js';
import type { SearchManifest } from '../../src/search/format.js';
import en from '../../templates/strings/en.json' with { type: 'json' };
import bundledFr from '../../templates/strings/fr.json' with { type: 'json' };
import fr from '../fixtures/french-site/i18n/fr.json' with { type: 'json' };

const text = (files: { path: string; contents: string | Uint8Array }[], path: string) => {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path} among ${files.map((f) => f.path).join(', ')}`);
  return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
};

describe('an English site (en-GB)', async () => {
  const result = await build({ root: `${fixtures}english-site`, write: false });

  it('builds without a warning, in English, with the search page at /docs/search/', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const notFound = text(result.files, 'docs/404.html');
    expect(notFound).toContain('<html lang="en-GB"');
    expect(notFound).toContain(`<h1>${en['notFound.title']}</h1>`);
    expect(text(result.files, 'docs/search/index.html')).toContain(`<h1>${en['search.placeholder']}</h1>`);
    expect(result.files.some((f) => f.path.startsWith('docs/busca/'))).toBe(false);
    const page = text(result.files, 'docs/guide/installation/index.html');
    expect(page).toContain('action="/docs/search/"');
    expect(text(result.files, 'docs/guide/unlisted/index.html')).toContain(en['unlisted.title']);
  });

  it('stems its search index in English (lunr’s own stemmer and stop words)', async () => {
    const manifest = JSON.parse(text(result.files, 'docs/search-manifest.json')) as SearchManifest;
    expect(manifest.language).toBe('en');
    expect(manifest.pipeline).toEqual(['trimmer-unicode', 'foldedStemmer-en']);
    const { engine } = await engineFromBuild(result);
    const titles = async (query: string) =>
      (await engine.search(query)).hits.map((hit) => hit.title.map((s) => s.text).join(''));
    expect((await titles('installing '))[0]).toBe('Installation');
    expect((await titles('settings '))[0]).toBe('Configuration');
    // Synonyms work in every language: "CLI" finds the page that says "command line".
    expect(await titles('CLI ')).toEqual(['Installation']);
    // "the" is an English stop word: it finds nothing by itself.
    expect(await titles('the ')).toEqual([]);
  });
});

describe('a French site with a partial i18n/fr.json', async () => {
  const result = await build({ root: `${fixtures}french-site`, write: false });

  // French strings are bundled (templates/strings/fr.json): the site's own file overrides some of them.
  it('shows its own strings, helpdocs’s French for the rest, with no warning', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const notFound = text(result.files, '404.html');
    expect(notFound).toContain('<html lang="fr"');
    expect(notFound).toContain(`<h1>${fr['notFound.title']}</h1>`);
    expect(notFound).toContain(bundledFr['notFound.hint']);
    const unlisted = text(result.files, 'guide/essais/index.html');
    expect(unlisted).toContain(fr['unlisted.title']);
    expect(unlisted).toContain(bundledFr['unlisted.body']);
    expect(text(result.files, 'recherche/index.html')).toContain(`<h1>${fr['search.placeholder']}</h1>`);
    expect(text(result.files, 'guide/installation/index.html')).toContain('action="/recherche/"');
  });

  it('stems its search index in French (lunr-languages’ fr)', async () => {
    const manifest = JSON.parse(text(result.files, 'search-manifest.json')) as SearchManifest;
    expect(manifest.language).toBe('fr');
    expect(manifest.pipeline).toEqual(['trimmer-fr', 'foldedStemmer-fr']);
    const { engine } = await engineFromBuild(result);
    const titles = async (query: string) =>
      (await engine.search(query)).hits.map((hit) => hit.title.map((s) => s.text).join(''));
    expect(await titles('téléchargement ')).toEqual(['Installation']);
    expect(await titles('reglage ')).toEqual(['Réglages']);
  });
});
