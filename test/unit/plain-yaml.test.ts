// Front matter is read by js-yaml when it is plain enough that js-yaml and `yaml`'s core schema read it alike
// (src/load/plain-yaml.ts). Proven here on every front matter of the help centre and the fixtures, and on YAML
// written to differ: each is either read the same or left to `yaml`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { frontMatterText } from '../../src/load/frontmatter.js';
import { isPlainYaml, readPlainYaml } from '../../src/load/plain-yaml.js';
import { fixtures } from '../helpers/sites.js';

/** `yaml`'s reading, as front matter had it before: its value, or that it refused the text. */
function yamlReading(text: string): unknown {
  const document = parseDocument(text, { schema: 'core', prettyErrors: false });
  if (document.errors.length > 0) return 'refused';
  try {
    return document.toJS();
  } catch {
    return 'refused';
  }
}

function frontMattersUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .flatMap((name) => frontMatterText(readFileSync(path.join(folder, name), 'utf8')) ?? []);
}

const written = [
  'title: "Olá!"\ndescription: Um texto: com dois pontos',
  'a: 0b11',
  'a: -0x1',
  'a: +0o7',
  'a: 0o17',
  'a: 012',
  'a: 1_000',
  'a: .inf\nb: -.Inf\nc: .NaN',
  'a: 1e3\nb: 1.5e+3\nc: -0',
  'a: yes\nb: on\nc: True\nd: tRue',
  'a: ~\nb: Null\nc:\nd: NULL',
  'a: 2024-01-01\nb: 2024-01-01T10:00:00Z',
  'a: !!float 1',
  'a: !!str 12',
  'a: !custom x',
  'a: !!timestamp 2001-12-14',
  'a: &x 1\nb: *x',
  'a: |\n  x\n  y\n',
  'a: >-\n  x\n\n  y',
  'a: "\\u00e9\\x41\\/"',
  "a: 'it''s'",
  '"a b": 1\n? c\n: 2',
  'a: [1, {b: 2}]\nc: {d: [e, f]}',
  'a: plain\n  continued',
  'a: "multi\n  line"',
  'a: b # c',
  '',
  '- 1\n- 2',
  'just text',
  'a: 1\na: 2',
  'a: b: c',
  'a: "unclosed',
  'a: 1\n---\nb: 2',
  '%YAML 1.2\n---\na: 1',
  'a:\n  - b\n   - c',
  '\ta: 1',
  'a: [1, 2',
];

describe('front matter read by js-yaml', () => {
  it.each(written)('reads %j as yaml does, or leaves it to yaml', (text) => {
    const read = readPlainYaml(text);
    if (read) expect(read.value).toEqual(yamlReading(text));
    // Whatever yaml refuses is left to it, so its error is reported where it is.
    if (yamlReading(text) === 'refused') expect(read).toBeUndefined();
  });

  it('leaves tags, anchors and binary, octal and hexadecimal numbers to yaml', () => {
    for (const text of ['a: 0b11', 'a: -0x1', 'a: !!float 1', 'a: !custom x', 'a: &x 1\nb: *x'])
      expect(readPlainYaml(text)).toBeUndefined();
  });

  it('reads almost every front matter of the help centre and the fixtures, each as yaml does', () => {
    const texts = [...frontMattersUnder(path.resolve('content')), ...frontMattersUnder(fixtures)];
    expect(texts.length).toBeGreaterThan(200);
    let plain = 0;
    for (const text of texts) {
      const read = readPlainYaml(text);
      if (!read) continue;
      plain += 1;
      expect(read.value, text).toEqual(yamlReading(text));
    }
    expect(plain / texts.length).toBeGreaterThan(0.9);
  });

  it('reads 20,000 generated front matters of plain shape with odd values as yaml does, or leaves them to it', () => {
    let seed = 41;
    // mulberry32: the same documents on every run.
    const random = (below: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % below;
    };
    const pick = <T>(items: readonly T[]) => items[random(items.length)] as T;
    const pieces = [
      'a',
      'é',
      ' ',
      ':',
      ': ',
      '#',
      ' #',
      '"',
      "'",
      '\\',
      '-',
      '.',
      '1',
      '0',
      'e',
      '[',
      ']',
      ',',
      '{',
      '}',
    ];
    const more = [
      '%',
      '@',
      '`',
      'x',
      'true',
      'null',
      '~',
      '.5',
      '1e5',
      'Yes',
      '\\"',
      "''",
      '/',
      '|',
      '>',
      '!',
      '&',
      '*',
    ];
    const value = () => Array.from({ length: 1 + random(6) }, () => pick([...pieces, ...more, '?'])).join('');
    const line = () =>
      pick([
        () => `${pick(['title', 'a', 'b-c', 'tags', 'x_1', 'null'])}: ${value()}`,
        () => `${pick(['a', 'k'])}:`,
        () => `  - ${value()}`,
        () => `  ${pick(['date', 'author'])}: ${value()}`,
        () => `# ${value()}`,
        () => '',
        () => `${pick(['a', 't'])}: [${value()}, ${value()}]`,
        () => `${pick(['a', 't'])}: "${value()}"`,
        () => `${pick(['a', 't'])}: '${value()}'`,
      ])();
    let read = 0;
    for (let doc = 0; doc < 20_000; doc++) {
      const text = Array.from({ length: 1 + random(4) }, line).join('\n');
      const plain = readPlainYaml(text);
      if (!plain) continue;
      read += 1;
      expect(plain.value, text).toEqual(yamlReading(text));
    }
    // About a quarter are read by js-yaml: the test covers both paths.
    expect(read).toBeGreaterThan(2_000);
    expect(isPlainYaml('title: Olá\ntags: [a, b]\nlast_update:\n  date: 2024-01-01')).toBe(true);
  });
});
