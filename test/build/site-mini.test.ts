import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

const root = path.join(fixtures, 'site-mini');

describe('building site-mini', async () => {
  const result = await build({ root, write: false });
  const byPath = new Map(result.files.map((f) => [f.path, String(f.contents)]));

  it('builds without diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.stats).toMatchObject({ pages: 5, redirects: 1, errors: 0, warnings: 0 });
  });

  it('writes every page, alias, redirect stub, tag page and asset under the base', () => {
    const paths = [...byPath.keys()].map((p) => p.replace(/\.[0-9a-f]{10}\.(css|js)$/, '.HASH.$1')).sort();
    expect(paths).toEqual(
      expect.arrayContaining([
        'manual.html',
        'manual/404.html',
        'manual/guia.html',
        'manual/guia/configuracao.html',
        'manual/guia/configuracao/index.html',
        'manual/guia/index.html',
        'manual/guia/instalacao.html',
        'manual/guia/instalacao/index.html',
        'manual/guia/instalar.html',
        'manual/guia/instalar/index.html',
        'manual/img/logo.png',
        'manual/index.html',
        'manual/oculta.html',
        'manual/oculta/index.html',
        'manual/tags/index.html',
        'manual/tags/instalacao/index.html',
        'manual/tags/integracao/index.html',
        'manual/tags/primeiros-passos/index.html',
      ]),
    );
    // A tag only unlisted pages carry has its page, unlisted too (out of the tags list: see below).
    expect(paths).toContain('manual/tags/segredo/index.html');
  });

  it('renders one doc page as the golden file says', async () => {
    const html = byPath.get('manual/guia/instalacao/index.html')!;
    const normalised = html.replace(/\.(?:[0-9a-f]{10}|[A-Z0-9]{8})\.(css|js)/g, '.HASH.$1').replace(/></g, '>\n<');
    await expect(normalised).toMatchFileSnapshot('../golden/doc-page.html');
  });

  it('puts breadcrumbs, TOC (h2–h3 only), previous/next, edit link and last update on a doc page', () => {
    const html = byPath.get('manual/guia/instalacao/index.html')!;
    expect(html).toContain('<h1>Instalação</h1>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('href="https://git.example/site/edit/main/content/guia/instalacao.md"');
    expect(html).toContain('Última atualização em 5 de jan. de 2025');
    expect(html).toContain('rel="prev"');
    expect(html).toContain('href="/manual/guia/configuracao/" rel="next"');
    expect(html).toContain('aria-current="page"');
  });

  it('sends redirect stubs on at once, keeping query and hash, with a visible link', () => {
    const stub = byPath.get('manual/guia/instalar/index.html')!;
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/manual/guia/instalacao/"/>');
    expect(stub).toContain(
      '<script ' +
        'data-to="/manual/guia/instalacao/">' +
        'location.replace(document.currentScript.dataset.to+location.search+location.hash);</script>',
    );
    expect(stub).toContain('<link rel="canonical" href="https://docs.example/manual/guia/instalacao/"/>');
    expect(stub).toContain('<meta name="robots" content="noindex"/>');
    expect(stub).toContain('<a href="/manual/guia/instalacao/">');
  });

  it('marks unlisted pages noindex, shows the banner and leaves them out of sidebars and tags', () => {
    const html = byPath.get('manual/oculta/index.html')!;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Página não listada');
    expect(byPath.get('manual/tags/index.html')).not.toContain('segredo');
    expect(byPath.get('manual/tags/segredo/index.html')).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('titles tag pages in pt-BR', () => {
    expect(byPath.get('manual/tags/primeiros-passos/index.html')).toContain(
      '3 documentos selecionados com “primeiros passos”',
    );
    expect(byPath.get('manual/tags/integracao/index.html')).toContain('Um documento selecionado com “integração”');
  });

  it('writes the not-found page with the pt-BR texts', () => {
    const html = byPath.get('manual/404.html')!;
    expect(html).toContain('Página não encontrada');
    expect(html).toContain('informe que o link está quebrado');
  });
});

describe('a folder with only content/', () => {
  it('builds with the defaults (base "/", English strings, no sidebar)', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(path.join(tmpdir(), 'helpdocs-bare-'));
    await mkdir(path.join(dir, 'content'));
    await writeFile(path.join(dir, 'content/index.md'), '---\ntitle: Hello\n---\n\nSee [the guide](guide.md).\n');
    await writeFile(
      path.join(dir, 'content/guide.md'),
      '# Guide\n\nText.\n'.replace('# Guide\n\n', '---\ntitle: Guide\n---\n\n'),
    );
    const bare = await build({ root: dir, write: false });
    expect(bare.diagnostics).toEqual([]);
    const paths = bare.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['index.html', 'guide/index.html', '404.html']));
    expect(String(bare.files.find((f) => f.path === 'index.html')?.contents)).toContain(
      '<a href="/guide/">the guide</a>',
    );
    expect(String(bare.files.find((f) => f.path === '404.html')?.contents)).toContain('Page Not Found');
  });
});
