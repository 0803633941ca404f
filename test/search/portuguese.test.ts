import { describe, expect, it } from 'vitest';
import { foldAccents, restoreAccentedEnding } from '../../src/search/fold.js';
import { FOLDED_STEMMER, portugueseLunr } from '../../src/search/portuguese.js';

const support = portugueseLunr();
const shareATerm = (a: string, b: string) => support.termsOf(a).some((term) => support.termsOf(b).includes(term));

describe('accent folding', () => {
  it('drops diacritics and lowers case', () => {
    expect(foldAccents('Relatório de Instalação, Configurações e Pré-visualização')).toBe(
      'relatorio de instalacao, configuracoes e pre-visualizacao',
    );
  });

  it('puts back the usual accented endings of words typed without them', () => {
    expect(restoreAccentedEnding('instalacao')).toBe('instalação');
    expect(restoreAccentedEnding('configuracoes')).toBe('configurações');
    expect(restoreAccentedEnding('previsao')).toBe('previsão');
    expect(restoreAccentedEnding('senha')).toBeUndefined();
  });
});

describe('the folding stemmer', () => {
  it.each([
    ['relatorio', 'relatório'],
    ['relatorios', 'relatório'],
    ['instalacao', 'instalação'],
    ['instalacao', 'instalar'],
    ['instalação', 'instalando'],
    ['integracao', 'integração'],
    ['configuracoes', 'configuração'],
    ['usuario', 'usuários'],
    ['previsao', 'previsão'],
    ['boletos', 'boleto'],
  ])('%s and %s meet on a common term', (typed, written) => {
    expect(shareATerm(typed, written)).toBe(true);
  });

  it('keeps unrelated words apart', () => {
    expect(shareATerm('senha', 'sessão')).toBe(false);
    expect(shareATerm('mapa', 'meta')).toBe(false);
  });

  it('indexes both stemmed-then-folded and folded-then-stemmed forms', () => {
    expect(support.termsOf('instalação')).toEqual(expect.arrayContaining(['instal', 'instalaca']));
  });

  it('is one pipeline function, registered under the name the index records', () => {
    const lunr = support.lunr;
    const registered = (lunr.Pipeline as unknown as { registeredFunctions: Record<string, unknown> })
      .registeredFunctions;
    expect(registered[FOLDED_STEMMER]).toBe(support.foldedStemmer);
    const index = lunr(function () {
      this.use((builder: lunr.Builder) => {
        builder.pipeline.reset();
        builder.searchPipeline.reset();
        builder.pipeline.add(support.trimmer, support.foldedStemmer);
        builder.searchPipeline.add(support.trimmer, support.foldedStemmer);
      });
      this.ref('id');
      this.field('text');
      this.add({ id: 'a', text: 'Relatório de instalação' });
    });
    expect((index.toJSON() as { pipeline: string[] }).pipeline).toEqual(['trimmer-pt', FOLDED_STEMMER]);
  });

  it('knows the Portuguese stop words', () => {
    expect(support.isStopWord('como')).toBe(true);
    expect(support.isStopWord('não')).toBe(true);
    expect(support.isStopWord('senha')).toBe(false);
  });
});
