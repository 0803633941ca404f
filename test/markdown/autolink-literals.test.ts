import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { createChains, createPipeline } from '../../src/markdown/pipeline.js';
import { mayHaveAutolinkLiterals } from '../../src/markdown/remark-gfm-without-autolinks.js';
import { parseDoc } from '../../src/parse.js';
import { createStrings } from '../../src/render/strings.js';
import { fixtures } from '../helpers/sites.js';

const strings = createStrings('pt-BR');
const chains = createChains(strings);
const table = { base: '/manual/', routeOf: () => '/manual/docs/pagina/' };

function html(chain: 'full' | 'withoutAutolinks', text: string): string {
  const pipeline = { forText: () => chains[chain] };
  return parseDoc(pipeline, { path: 'content/docs/pagina.md', contentPath: 'docs/pagina.md', text, hash: '' }, table).doc.html;
}

const markdownFixtures = readdirSync(path.join(fixtures, 'markdown')).map((name) => path.join(fixtures, 'markdown', name, 'input.md'));
const helpCentre = globSync('content/**/*.md', { absolute: true });

describe('GFM without autolink literals', () => {
  it('gives the same HTML as full GFM for every doc it is chosen for', () => {
    const chosen = [...markdownFixtures, ...helpCentre].map((file) => readFileSync(file, 'utf8')).filter((text) => !mayHaveAutolinkLiterals(text));
    expect(chosen.length).toBeGreaterThan(50);
    for (const text of chosen) expect(html('withoutAutolinks', text)).toBe(html('full', text));
  });

  it('is not chosen for text with a bare URL or e-mail address, which still become links', () => {
    const pipeline = createPipeline(strings);
    for (const text of ['Veja www.vertice.example hoje.', 'Abra https://app.vertice.example agora.', 'Escreva para suporte@vertice.example.', 'WWW.VERTICE.EXAMPLE']) {
      expect(mayHaveAutolinkLiterals(text)).toBe(true);
      expect(parseDoc(pipeline, { path: 'content/a.md', contentPath: 'a.md', text, hash: '' }, table).doc.html).toContain('<a href=');
    }
    expect(mayHaveAutolinkLiterals('Meta de 15% às 14:35, sem endereço.')).toBe(false);
  });

  it('still parses tables, footnotes, strikethrough and task lists', () => {
    const text = '| a | b |\n|---|---|\n| 1 | 2 |\n\n~~velho~~ texto[^1]\n\n- [x] feito\n\n[^1]: Nota.\n';
    const lean = html('withoutAutolinks', text);
    expect(lean).toBe(html('full', text));
    for (const part of ['<table', '<del>velho</del>', 'type="checkbox"', 'data-footnotes']) expect(lean).toContain(part);
  });
});
