import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { createFullGfmChain, createPipeline } from '../../src/parse/markdown/pipeline.js';
import { gfmPartsFor } from '../../src/parse/markdown/gfm-parts.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { createStrings } from '../../src/core/strings.js';
import { fixtures } from '../helpers/sites.js';

const strings = createStrings('pt-BR');
const pipeline = createPipeline(strings);
const full = createFullGfmChain(strings);
const table = { base: '/manual/', routeOf: () => '/manual/docs/pagina/' };

function html(text: string, chosen = pipeline): string {
  return parseDoc(chosen, { path: 'content/docs/pagina.md', contentPath: 'docs/pagina.md', text, hash: '' }, table).doc
    .html;
}
const withFullGfm = { forText: () => full };

const markdownFixtures = readdirSync(path.join(fixtures, 'markdown')).map((name) =>
  path.join(fixtures, 'markdown', name, 'input.md'),
);
const helpCentre = globSync('content/**/*.md', { absolute: true });

describe('GFM limited to the constructs a doc may hold', () => {
  it('gives the HTML of full remark-gfm for every fixture and help-centre page', () => {
    const texts = [...markdownFixtures, ...helpCentre].map((file) => readFileSync(file, 'utf8'));
    // Both kinds are there: docs parsed with fewer constructs, and docs that need some of each.
    expect(texts.filter((text) => !gfmPartsFor(text).includes('table')).length).toBeGreaterThan(30);
    expect(texts.filter((text) => gfmPartsFor(text).includes('autolinkLiteral')).length).toBeGreaterThan(5);
    for (const text of texts) expect(html(text)).toBe(html(text, withFullGfm));
  });

  it('keeps each construct where its marker is, and drops it where it is not', () => {
    const cases: Array<[string, string, string]> = [
      ['Veja www.vertice.example hoje.', 'autolinkLiteral', '<a href="http://www.vertice.example">'],
      ['Abra https://app.vertice.example agora.', 'autolinkLiteral', '<a href="https://app.vertice.example">'],
      ['Escreva para suporte@vertice.example.', 'autolinkLiteral', '<a href="mailto:suporte@vertice.example">'],
      ['| a | b |\n|---|---|\n| 1 | 2 |', 'table', '<table'],
      ['Texto[^1]\n\n[^1]: Nota.', 'footnote', 'data-footnotes'],
      ['~~velho~~ novo', 'strikethrough', '<del>velho</del>'],
      ['- [x] feito', 'taskListItem', 'type="checkbox"'],
    ];
    for (const [text, part, expected] of cases) {
      expect(gfmPartsFor(text)).toContain(part);
      expect(html(text)).toContain(expected);
      expect(html(text)).toBe(html(text, withFullGfm));
    }
    expect(gfmPartsFor('Meta de 15% às 14:35: sem tabela, endereço, nota ou tarefa.')).toEqual([]);
  });
});
