import { describe, expect, it } from 'vitest';
import { portugueseLunr } from '../../src/search/portuguese.js';
import { parseQuery } from '../../src/search/query.js';

const support = portugueseLunr();
const parse = (input: string) => parseQuery(input, support);

describe('parseQuery', () => {
  it('drops stop words and folds accents', () => {
    expect(parse('como trocar a senha ').map((w) => w.folded)).toEqual(['trocar', 'senha']);
    expect(parse('Relatório ').map((w) => w.folded)).toEqual(['relatorio']);
  });

  it('treats the last word as a prefix only while it is being typed', () => {
    expect(parse('trocar sen').map((w) => w.prefix)).toEqual([false, true]);
    expect(parse('trocar sen ').map((w) => w.prefix)).toEqual([false, false]);
    // Too short to be worth expanding.
    expect(parse('trocar se').map((w) => w.folded)).toEqual(['trocar']);
  });

  it('forgives a typo only in words of five letters or more', () => {
    expect(parse('mapa senha relatoio ').map((w) => [w.folded, w.fuzzy])).toEqual([
      ['mapa', false],
      ['senha', true],
      ['relatoio', true],
    ]);
  });

  it('keeps a hyphenated word also as one word, as the index holds it', () => {
    // "de" and "para" are stop words: without the joined word nothing of "de-para" would be left.
    expect(parse('fazer o de-para ').map((w) => w.folded)).toEqual(['fazer', 'depara']);
    expect(parse('e-mail ').map((w) => w.folded)).toEqual(['email', 'mail']);
  });

  it('neutralises lunr query syntax', () => {
    expect(parse('title:senha^10 +boleto -fatura~2 nota* ').map((w) => w.folded)).toEqual([
      'title',
      'senha',
      '10',
      'boleto',
      'fatura',
      '2',
      'nota',
    ]);
  });

  it('also splits on / . , ; : ( )', () => {
    expect(parse('Configurações/Usuários,senha;boleto.nota(pwa) ').map((w) => w.folded)).toEqual([
      'configuracoes',
      'usuarios',
      'senha',
      'boleto',
      'nota',
      'pwa',
    ]);
  });
});
