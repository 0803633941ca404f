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
});
