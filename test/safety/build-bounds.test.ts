// Bounded work per doc: what no writer needs is an error at its line, found before the parser
// would spend minutes on it. Each case runs under a generous wall-clock cap, as a guard against a
// hang, not a timing budget.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../src/core/model.js';
import { createStrings } from '../../src/core/strings.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseBody } from '../../src/parse/parse-body.js';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();

const pipeline = createPipeline(createStrings('pt-BR'));
const table = { base: '/manual/', routeOf: () => undefined };
const CAP = 30_000;

function parse(body: string) {
  const source = {
    path: 'content/fundo.md',
    contentPath: 'fundo.md',
    text: `---\ntitle: Fundo\n---\n${body}`,
    hash: String(body.length),
  } as SourceFile;
  const result = parseBody(pipeline, source, table);
  return result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}:${d.column} ${d.ruleId}`);
}

describe('directives count in the nesting limit', () => {
  it('2,000 nested admonitions: an error at the line where they pass 100', { timeout: CAP }, () => {
    const depth = 2000;
    const lines: string[] = [];
    for (let level = 0; level < depth; level++) lines.push(`${':'.repeat(3 + depth - level)}note`);
    lines.push('fundo');
    for (let level = depth - 1; level >= 0; level--) lines.push(':'.repeat(3 + depth - level));
    // Front matter is 3 lines; the 101st directive opens on line 104.
    expect(parse(lines.join('\n'))).toEqual(['104:1 nesting-too-deep']);
  });

  it('directives inside quotes and lists add up', { timeout: CAP }, () => {
    const lines = [`${'> '.repeat(60)}`];
    for (let level = 0; level < 50; level++) lines.push(`${'> '.repeat(60)}${':'.repeat(60 - level)}note`);
    expect(parse(lines.join('\n'))).toEqual(['45:121 nesting-too-deep']);
  });

  it('100 levels of admonitions and quotes still parse', { timeout: CAP }, () => {
    const lines: string[] = [];
    for (let level = 0; level < 20; level++) lines.push(`${':'.repeat(23 - level)}note`);
    lines.push('fundo', '');
    for (let level = 19; level >= 0; level--) lines.push(':'.repeat(23 - level));
    expect(parse(lines.join('\n'))).toEqual([]);
  });
});

describe('inline marks and link reference definitions are bounded', () => {
  it('`*a**` repeated over 160 KB in one paragraph: an error where it passes 5,000 marks', { timeout: CAP }, () => {
    expect(parse('*a**'.repeat(40_000))).toEqual(['4:6668 inline-too-many-marks']);
  });

  it('400 KB of `[` and of `[a](`: errors, not minutes', { timeout: CAP }, () => {
    expect(parse('['.repeat(400_000))).toEqual(['4:5001 inline-too-many-marks']);
    expect(parse('[a]('.repeat(100_000))).toEqual(['4:10001 inline-too-many-marks']);
  });

  it('2 MB of backtick runs', { timeout: CAP }, () => {
    expect(parse('`a``'.repeat(500_000))).toEqual(['4:6668 inline-too-many-marks']);
  });

  it('50,000 link reference definitions: an error at the 2,001st', { timeout: CAP }, () => {
    const definitions = Array.from({ length: 50_000 }, (_, i) => `[r${i}]: https://example.com/${i}`).join('\n');
    expect(parse(`Texto.\n\n${definitions}\n`)).toEqual(['2006:1 too-many-definitions']);
  });

  it('marks in code blocks and across paragraphs are not counted', { timeout: CAP }, () => {
    const code = `\`\`\`\n${'*a** ['.repeat(5_000)}\n\`\`\``;
    const paragraphs = Array.from({ length: 20 }, () => '*a* '.repeat(500)).join('\n\n');
    expect(parse(`${code}\n\n${paragraphs}\n`)).toEqual([]);
  });
});

describe('tags per doc are bounded', () => {
  it('a doc with 50,000 tags: an error at its tags line, nothing written', { timeout: 120_000 }, async () => {
    const root = await sites.copy();
    const doc = path.join(root, 'content/guia/instalacao.md');
    const tags = Array.from({ length: 50_000 }, (_, i) => `t${i}`).join(', ');
    await writeFile(
      doc,
      (await readFile(doc, 'utf8')).replace(/tags: \[[^\]]*\]/, () => `tags: [${tags}]`),
    );
    const { code, err } = await helpdocs('build', '--root', root, '--quiet');
    expect(code).toBe(1);
    expect(err).toContain('content/guia/instalacao.md:5:7 error Front matter "tags": at most 100 tags a doc');
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });
});
