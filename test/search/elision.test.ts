// French and Italian elisions: "adresse" finds the page that says "l'adresse" (and "l’adresse"), as
// "utente" finds "dell'utente"; a word typed with its article finds the bare word too.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { loadSearchLanguage } from '../../src/search/load-language.js';
import { engineFromBuild } from './engine-from-build.js';

async function siteIn(locale: string, pages: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), `helpdocs-elision-${locale}-`));
  mkdirSync(path.join(root, 'content'));
  writeFileSync(path.join(root, 'helpdocs.config.ts'), `export default { title: 'Docs', locale: '${locale}' };\n`);
  for (const [name, text] of Object.entries(pages)) writeFileSync(path.join(root, 'content', name), text);
  const { engine } = await engineFromBuild(await build({ root, write: false }));
  return async (query: string) =>
    (await engine.search(query)).hits.map((hit) => hit.title.map((segment) => segment.text).join(''));
}

describe('elided words in search', () => {
  it('indexes the word after an elision on its own, in French and Italian only', async () => {
    const fr = await loadSearchLanguage('fr');
    for (const word of ["l'adresse", 'l’adresse', "d'adresse", "jusqu'adresse"])
      expect(fr.termsOf(word), word).toEqual(expect.arrayContaining(fr.termsOf('adresse')));
    const it = await loadSearchLanguage('it');
    expect(it.termsOf("dell'utente")).toEqual(expect.arrayContaining(it.termsOf('utente')));
    const en = await loadSearchLanguage('en');
    expect(en.termsOf("l'adresse")).not.toEqual(expect.arrayContaining(en.termsOf('adresse')));
  });

  it('finds "adresse" where a French page says "l’adresse"', async () => {
    const search = await siteIn('fr', {
      'index.md': '---\ntitle: Accueil\n---\n\nBienvenue.\n',
      'serveur.md': "---\ntitle: Serveur\n---\n\nIndiquez l’adresse du serveur puis l'identifiant.\n",
    });
    expect(await search('adresse ')).toEqual(['Serveur']);
    expect(await search('identifiant ')).toEqual(['Serveur']);
  });

  it('finds "utente" where an Italian page says "dell\'utente"', async () => {
    const search = await siteIn('it', {
      'index.md': '---\ntitle: Home\n---\n\nBenvenuti.\n',
      'profilo.md': "---\ntitle: Profilo\n---\n\nLa pagina dell'utente mostra i dati.\n",
    });
    expect(await search('utente ')).toEqual(['Profilo']);
  });
});
