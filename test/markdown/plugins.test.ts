import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { createStrings } from '../../src/core/strings.js';
import { fixtures } from '../helpers/sites.js';

// These tests run the chains directly; a build loads the HTML parser before the docs that need it (src/parse/index.ts).
beforeAll(loadHtmlParser);

const folder = path.join(fixtures, 'markdown');
const pipeline = createPipeline(createStrings('pt-BR'));
const routes = new Map([
  ['docs/pagina.md', '/manual/docs/pagina/'],
  ['outra/pagina.md', '/manual/outra/pagina/'],
]);

/** One folder per case: input.md → output.html (regenerate with `vitest -u`), plus the problems it reports. */
async function run(name: string) {
  const text = await readFile(path.join(folder, name, 'input.md'), 'utf8');
  const source = { path: `content/docs/pagina.md`, contentPath: 'docs/pagina.md', text, hash: name };
  return parseDoc(pipeline, source, { base: '/manual/', routeOf: (p) => routes.get(p) });
}

describe('markdown fixtures', () => {
  for (const name of readdirSync(folder).sort()) {
    it(name, async () => {
      const { doc, diagnostics } = await run(name);
      await expect(doc.html.replace(/></g, '>\n<')).toMatchFileSnapshot(path.join(folder, name, 'output.html'));
      expect(diagnostics).toMatchSnapshot();
    });
  }

  it('records links with positions and rewrites them to routes', async () => {
    const { doc } = await run('links');
    expect(doc.links.map((l) => [l.kind, l.target, l.anchor, `${l.position.line}:${l.position.column}`])).toEqual([
      ['doc', 'outra/pagina.md', undefined, '1:6'],
      ['doc', 'docs/pagina.md', 'como-é-calculado', '1:44'],
      ['anchor', 'docs/pagina.md', 'topo', '1:83'],
      ['site', 'img/logo.png', undefined, '2:3'],
      ['site', 'tags/', undefined, '2:63'],
    ]);
  });

  it('records h2–h6 with GitHub ids (the table of contents then shows h2–h3 unless the doc asks)', async () => {
    const { doc } = await run('headings');
    expect(doc.headings.filter((heading) => heading.depth <= 3)).toEqual([
      { depth: 2, id: 'configuração-da-integração', text: 'Configuração da integração' },
      { depth: 3, id: 'como-é-calculado', text: 'Como é calculado?' },
      { depth: 2, id: 'passo-a-passo', text: 'Passo a passo' },
      { depth: 2, id: 'passo-a-passo-1', text: 'Passo a passo' },
    ]);
    expect(doc.headings.filter((heading) => heading.depth > 3).map((heading) => heading.id)).toContain('nível-quatro');
    expect(doc.anchorIds.has('nível-quatro')).toBe(true);
  });

  it('highlights every language the help centre uses, at build time', async () => {
    const { doc, diagnostics } = await run('highlight');
    for (const language of ['sql', 'json', 'csv', 'bash', 'powershell', 'xml']) {
      expect(doc.html).toContain(`language-${language}`);
    }
    expect(doc.html.match(/class="hljs-/g)?.length).toBeGreaterThan(12);
    expect(diagnostics).toEqual([]);
  });

  it('says how to write an admonition or a video given the wrong number of colons', () => {
    const text = '---\ntitle: T\n---\n\n::tip\n\n:::video\nx\n:::\n\n:::aviso\ny\n:::\n';
    const source = { path: 'content/docs/pagina.md', contentPath: 'docs/pagina.md', text, hash: 'colons' };
    const { diagnostics } = parseDoc(pipeline, source, { base: '/manual/', routeOf: (p) => routes.get(p) });
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      '5:1 error An admonition is a block of three colons: ":::tip" … ":::"',
      '7:1 error A video is one line of two colons: ::video{name="…" title="…"}',
      '11:1 error Unknown directive ":::aviso"',
    ]);
  });
});
