import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../src/search/build-index.js';
import { createSearcher, type Segment } from '../../src/search/searcher.js';
import { smallStore } from './fixtures.js';

const searcher = createSearcher(buildSearchIndex(smallStore), smallStore);
const urls = (query: string) => searcher.search(query).hits.map((hit) => hit.url);
const top = (query: string) => urls(query)[0];
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe('createSearcher', () => {
  it('finds words typed without accents, in the singular or plural', () => {
    expect(top('relatorio ')).toBe('/manual/usuario/relatorio/');
    expect(top('relatorios ')).toBe('/manual/usuario/relatorio/');
    expect(top('instalacao ')).toMatch(/^\/manual\/implantacao\/integrador\//);
    expect(top('senhas ')).toMatch(/^\/manual\/ajuda\/alterar-a-senha\//);
  });

  it('lands on the section whose heading matches, with its anchor', () => {
    expect(top('esqueci a senha ')).toBe('/manual/ajuda/alterar-a-senha/#esqueci-minha-senha');
    expect(top('regras senha ')).toBe('/manual/ajuda/alterar-a-senha/#regras-da-senha');
  });

  it('gives one result per page, best section first', () => {
    const found = urls('senha ');
    expect(found.filter((url) => url.startsWith('/manual/ajuda/alterar-a-senha/'))).toHaveLength(1);
  });

  it('matches the word being typed as a prefix', () => {
    expect(top('relat')).toBe('/manual/usuario/relatorio/');
    expect(top('relat ')).toBeUndefined();
    // Longer than the stem: "exportacao" is indexed under "export".
    expect(top('exportaca')).toMatch(/^\/manual\/usuario\/relatorio\//);
  });

  it('forgives one typo in words of five letters or more, not in shorter ones', () => {
    expect(top('relatoiro ')).toBe('/manual/usuario/relatorio/');
    expect(top('senah ')).toMatch(/^\/manual\/ajuda\/alterar-a-senha\//);
    expect(top('mpaa ')).toBeUndefined();
  });

  it('returns title, section, breadcrumb and a snippet with the matched words marked', () => {
    const [hit] = searcher.search('como exportar o relatorio ').hits;
    expect(hit).toBeDefined();
    expect(marked(hit!.title)).toEqual(['Relatório']);
    expect(hit!.section.map((s) => s.text).join('')).toBe('Exportar');
    expect(hit!.crumbs).toEqual(['Módulos', 'Vendas']);
    expect(marked(hit!.snippet)).toEqual(['relatório']);
  });

  it('shows the page description when the match is there rather than in the intro', () => {
    const [hit] = searcher.search('serviço windows ').hits;
    expect(hit?.url).toBe('/manual/implantacao/integrador/');
    expect(hit!.snippet.map((s) => s.text).join('')).toBe('Instalação do serviço no Windows.');
    expect(marked(hit!.snippet)).toEqual(['serviço', 'Windows']);
  });

  it('never throws on what people type', () => {
    for (const input of ['', ' ', '*', '+-', 'senha~', 'title:', '^2', ':^~*+-/.,;:()', 'a'.repeat(300), '"senha"', '\\', '💡 senha', 'ção']) {
      expect(() => searcher.search(input)).not.toThrow();
    }
    expect(searcher.search('').hits).toEqual([]);
  });

  it('counts every page found and honours the limit', () => {
    const all = searcher.search('o');
    const some = searcher.search('senha relatorio mapa integrador ', 2);
    expect(all.total).toBe(0);
    expect(some.hits).toHaveLength(2);
    expect(some.total).toBe(4);
  });
});
