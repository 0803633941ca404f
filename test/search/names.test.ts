// Names (an ERP, a product) found in the pages' titles: a capitalised word that is not a title's first,
// held by at most a quarter of the pages.
import { describe, expect, it } from 'vitest';
import { nameTerms } from '../../src/search/names.js';
import { portugueseLunr } from '../../src/search/portuguese.js';
import { buildPostings } from '../../src/search/postings.js';
import type { SearchStore } from '../../src/search/store.js';

const support = portugueseLunr();

function storeOf(titles: string[]): SearchStore {
  return {
    pages: titles.map((title, i) => ({ title, route: `/p${i}/`, crumbs: [], description: '' })),
    sections: titles.map((_, page) => ({ page, anchor: '', heading: '', text: 'Texto da página do Vértice.' })),
  };
}

describe('nameTerms', () => {
  it("lists a title's capitalised words held by few pages, not its first word nor the site's own name", () => {
    const store = storeOf([
      'Baixando as vendas do Omie',
      'Integração com o Bling',
      'Habilitando o Bling',
      'Página inicial do Vértice',
      'Erro ao abrir o Vértice',
      'Alterar a senha',
      'Contratar mais usuários',
      'Inativar usuário',
      'Curva ABC de clientes',
    ]);
    const names = nameTerms(store, support, buildPostings(store, support));
    expect(names).toEqual([...support.termsOf('abc'), ...support.termsOf('bling'), ...support.termsOf('omie')].sort());
    // "Vértice" is in every page's text: it tells no page apart.
    expect(names.some((term) => support.termsOf('vértice').includes(term))).toBe(false);
  });

  it('keeps a name found in more sections than a quarter of the pages, when those sections lie on few pages', () => {
    const store = storeOf(['Página inicial', 'Integração com o Bling', 'Erros do Bling', 'Alterar a senha']);
    for (let i = 0; i < 6; i++)
      store.sections.push({ page: 1, anchor: `s${i}`, heading: '', text: `Bling, passo ${i}` });
    const postings = buildPostings(store, support);
    const [bling] = support.termsOf('bling');
    // Eight sections hold it, on two of the four pages: a quarter of the pages is one.
    expect(postings.count(postings.terms.indexOf(bling!))).toBeGreaterThan(store.pages.length / 4);
    expect(nameTerms(store, support, postings)).not.toContain(bling);
    const fewer = storeOf(['Página inicial', 'Integração com o Bling', 'Alterar a senha', 'Sair', 'Entrar', 'Ajuda']);
    fewer.pages.push(...fewer.pages.map((page, i) => ({ ...page, route: `/q${i}/` })));
    for (let i = 0; i < 6; i++)
      fewer.sections.push({ page: 1, anchor: `s${i}`, heading: '', text: `Bling, passo ${i}` });
    // Seven sections on one page of twelve: a name.
    expect(nameTerms(fewer, support, buildPostings(fewer, support))).toContain(bling);
  });
});
