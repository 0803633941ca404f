import { describe, expect, it } from 'vitest';
import type { Segment } from '../../src/search/engine.js';
import { engineFromStore } from './engine-from-store.js';
import { smallStore } from './fixtures.js';

const { engine: searcher } = await engineFromStore(smallStore);
const urls = async (query: string) => (await searcher.search(query)).hits.map((hit) => hit.url);
const top = async (query: string) => (await urls(query))[0];
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe('the search engine', () => {
  it('finds words typed without accents, in the singular or plural', async () => {
    expect(await top('relatorio ')).toBe('/manual/usuario/relatorio/');
    expect(await top('relatorios ')).toBe('/manual/usuario/relatorio/');
    expect(await top('instalacao ')).toMatch(/^\/manual\/implantacao\/integrador\//);
    expect(await top('senhas ')).toMatch(/^\/manual\/ajuda\/alterar-a-senha\//);
  });

  it('lands on the section whose heading matches, with its anchor', async () => {
    expect(await top('esqueci a senha ')).toBe('/manual/ajuda/alterar-a-senha/#esqueci-minha-senha');
    expect(await top('regras senha ')).toBe('/manual/ajuda/alterar-a-senha/#regras-da-senha');
  });

  it('gives one result per page, best section first', async () => {
    const found = await urls('senha ');
    expect(found.filter((url) => url.startsWith('/manual/ajuda/alterar-a-senha/'))).toHaveLength(1);
  });

  it('matches the word being typed as a prefix', async () => {
    expect(await top('relat')).toBe('/manual/usuario/relatorio/');
    expect(await top('relat ')).toBeUndefined();
    // Longer than the stem: "exportacao" is indexed under "export".
    expect(await top('exportaca')).toMatch(/^\/manual\/usuario\/relatorio\//);
  });

  it('forgives one typo in words of five letters or more, not in shorter ones', async () => {
    expect(await top('relatoiro ')).toBe('/manual/usuario/relatorio/');
    expect(await top('senah ')).toMatch(/^\/manual\/ajuda\/alterar-a-senha\//);
    expect(await top('mpaa ')).toBeUndefined();
  });

  it('returns title, section, breadcrumb and a snippet with the matched words marked', async () => {
    const [hit] = (await searcher.search('como exportar o relatorio ')).hits;
    expect(hit).toBeDefined();
    expect(marked(hit!.title)).toEqual(['Relatório']);
    expect(hit!.section.map((s) => s.text).join('')).toBe('Exportar');
    expect(hit!.crumbs).toEqual(['Módulos', 'Vendas']);
    expect(marked(hit!.snippet)).toEqual(['relatório']);
  });

  it('finds a hyphenated word typed as one word or by a part, and marks it whole', async () => {
    for (const query of ['email ', 'mail ']) {
      const [hit] = (await searcher.search(query)).hits;
      expect(hit?.url, query).toBe('/manual/ajuda/alterar-a-senha/#esqueci-minha-senha');
      expect(marked(hit!.snippet), query).toEqual(['e-mail']);
    }
  });

  it('shows the page description when the match is there rather than in the intro', async () => {
    const [hit] = (await searcher.search('serviço windows ')).hits;
    expect(hit?.url).toBe('/manual/implantacao/integrador/');
    expect(hit!.snippet.map((s) => s.text).join('')).toBe('Instalação do serviço no Windows.');
    expect(marked(hit!.snippet)).toEqual(['serviço', 'Windows']);
  });

  it('never throws on what people type', async () => {
    for (const input of [
      '',
      ' ',
      '*',
      '+-',
      'senha~',
      'title:',
      '^2',
      ':^~*+-/.,;:()',
      'a'.repeat(300),
      '"senha"',
      '\\',
      '💡 senha',
      'ção',
    ]) {
      await expect(searcher.search(input)).resolves.toBeDefined();
    }
    expect((await searcher.search('')).hits).toEqual([]);
  });

  it('counts every page found and honours the limit', async () => {
    const all = await searcher.search('o');
    const some = await searcher.search('senha relatorio mapa integrador ', { limit: 2 });
    expect(all.total).toBe(0);
    expect(some.hits).toHaveLength(2);
    expect(some.total).toBe(4);
  });
});

describe('synonyms, typos in every word, failed downloads', async () => {
  const { engine } = await engineFromStore(smallStore, [
    ['senha', 'palavra-passe'],
    ['relatório', 'NF', 'nota fiscal'],
    ['mapa de calor', 'heatmap'],
  ]);
  const first = async (query: string) => (await engine.search(query)).hits[0]?.url;

  it('finds a page by a synonym of its words, a single word or a phrase, either way round', async () => {
    expect(await first('palavra-passe ')).toMatch(/^\/manual\/ajuda\/alterar-a-senha\//);
    expect(await first('heatmap ')).toBe('/manual/usuario/mapa/');
    expect(await first('exportar nota fiscal ')).toMatch(/^\/manual\/usuario\/relatorio\//);
    expect(await first('exportar a NF ')).toMatch(/^\/manual\/usuario\/relatorio\//);
    // Without the synonym configured, the same query finds nothing.
    const { engine: plain } = await engineFromStore(smallStore);
    expect((await plain.search('heatmap ')).hits).toEqual([]);
  });

  it('forgives a typo in any word of a multi-word query, also where the stem is shorter than the word', async () => {
    expect(await first('regras da snha ')).toBe('/manual/ajuda/alterar-a-senha/#regras-da-senha');
    expect(await first('instalar o integardor ')).toMatch(/^\/manual\/implantacao\/integrador\//);
    expect(await first('relatoiro de vnedas ')).toMatch(/^\/manual\/usuario\/relatorio\//);
    expect(await first('heatmpa ')).toBe('/manual/usuario/mapa/');
  });

  it('says a shard failed, keeps what the other shards found, and fetches it again on the next search', async () => {
    let failing = true;
    const { engine: flaky, fetched } = await engineFromStore(
      smallStore,
      [],
      (url) => failing && url.includes('/shard-'),
    );
    const failed = await flaky.search('senha ');
    expect(failed).toMatchObject({ hits: [], failed: true, complete: true });
    failing = false;
    const again = await flaky.search('senha ');
    expect(again.failed).toBe(false);
    expect(again.hits[0]?.url).toMatch(/^\/manual\/ajuda\/alterar-a-senha\//);
    expect(fetched.filter((url) => url.includes('/shard-')).length).toBeGreaterThanOrEqual(2);
  });

  it('fetches only the shards of the words asked and the fragments of the hits shown', async () => {
    const { engine: counted, fetched } = await engineFromStore(smallStore);
    await counted.search('senha ', { limit: 1 });
    expect(fetched.filter((url) => url.includes('/page-'))).toHaveLength(1);
    expect(fetched.filter((url) => url.includes('/shard-'))).toHaveLength(1);
  });
});
