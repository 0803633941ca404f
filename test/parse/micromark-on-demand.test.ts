// micromark loads only when a doc needs it (src/parse/markdown/micromark/load.ts). This file runs in a
// process of its own, without the shared project's setup that loads it first (vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { loadedMicromark, MicromarkNotLoaded } from '../../src/parse/markdown/micromark/load.js';
import { parseBodiesWithin, parseBody, parseBodyAsync } from '../../src/parse/parse-body.js';

const strings = createStrings('pt-BR');
const table = { base: '/manual/', routeOf: () => undefined };
const source = (name: string, text: string) => ({
  path: `content/${name}.md`,
  contentPath: `${name}.md`,
  text,
  hash: text,
});

const plain = source('simples', '# Metas\n\nO painel mostra **a meta do mês** e a [ajuda](#metas).\n');
// A footnote: the fast path declines it (markdown-it resolves and drops the definition).
const footnote = source('nota', '## Notas\n\nA receita líquida[^1] do mês.\n\n[^1]: Sem impostos.\n');
const table2 = source('tabela', '| Meta | Valor |\n| --- | --- |\n| Mês | 10 |\n');

describe('micromark on demand', () => {
  it('is not loaded while every doc takes the fast path', async () => {
    const pipeline = createPipeline(strings);
    const [result] = await parseBodiesWithin(pipeline, [plain], table, 5000);
    expect(result?.parsedBy).toBe('markdown-it');
    expect(result?.body.html).toContain('<strong>a meta do mês</strong>');
    expect(loadedMicromark()).toBeUndefined();
  });

  it('stops the synchronous parse of a doc that needs it, before it is loaded', () => {
    expect(() => parseBody(createPipeline(strings), footnote, table)).toThrow(MicromarkNotLoaded);
    expect(loadedMicromark()).toBeUndefined();
  });

  it('loads for the doc that needs it, which is parsed again, in its place among the others', async () => {
    const pipeline = createPipeline(strings);
    const results = await parseBodiesWithin(pipeline, [plain, footnote, table2], table, 5000);
    expect(loadedMicromark()).toBeDefined();
    expect(results.map((result) => result?.parsedBy)).toEqual(['markdown-it', 'micromark', 'markdown-it']);
    expect(results[1]?.diagnostics).toEqual([]);
    expect(results[1]?.body.html).toContain('id="footnote-label"');
    // The same as a pipeline made once micromark is loaded, and the same after it by the async path.
    const loaded = createPipeline(strings);
    for (const [i, doc] of [plain, footnote, table2].entries()) {
      expect(results[i]?.body.html).toBe(parseBody(loaded, doc, table).body.html);
      expect((await parseBodyAsync(pipeline, doc, table)).body.html).toBe(results[i]?.body.html);
    }
  });
});
