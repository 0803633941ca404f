import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyFixture, edit } from '../helpers/sites.js';

// The `blog` key on a helpdocs site of its own (site-mini: base /manual/, pt-BR): its folder, route,
// page size and title, with the interface in the site's language.
describe('a blog on a helpdocs site', () => {
  it('builds posts, list pages and the archive under the base, in the site language', async () => {
    const root = await copyFixture('site-mini');
    const blog = "blog: { dir: 'noticias', routeBasePath: 'novidades', postsPerPage: 1, title: 'Novidades' },";
    await edit(root, 'helpdocs.config.ts', "locale: 'pt-BR',", `locale: 'pt-BR',\n  ${blog}`);
    await mkdir(path.join(root, 'noticias'));
    const post = (name: string, text: string) => writeFile(path.join(root, 'noticias', name), text);
    await post('2026-01-05-ola.md', '# Olá\n\nO manual ganhou novidades.\n\n<!-- truncate -->\n\nE o resto.\n');
    await post('2026-02-01-segunda.md', '---\ntitle: Segunda nota\n---\n\nVeja [o guia](/guia/).\n');
    await post('2026-03-01-rascunho.md', '---\ndraft: true\n---\n\n# Rascunho\n');
    await edit(root, 'content/oculta.md', 'direto.', 'direto. Leia [a primeira nota](/novidades/2026/01/05/ola).');
    const result = await build({ root, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = (file: string) => String(result.files.find((made) => made.path === file)?.contents ?? '');
    const paths = result.files.map((file) => file.path).filter((file) => file.startsWith('manual/novidades/'));
    expect(paths.filter((file) => file.endsWith('index.html')).sort()).toEqual([
      'manual/novidades/2026/01/05/ola/index.html',
      'manual/novidades/2026/02/01/segunda/index.html',
      'manual/novidades/archive/index.html',
      'manual/novidades/index.html',
      'manual/novidades/page/2/index.html',
    ]);
    const first = page('manual/novidades/index.html');
    expect(first).toContain('<h1>Novidades</h1>');
    expect(first).toContain('<a href="/manual/novidades/2026/02/01/segunda/">Segunda nota</a>');
    expect(first).toContain('Posts mais antigos');
    const second = page('manual/novidades/page/2/index.html');
    expect(second).toContain('<h1>Novidades – Página 2</h1>');
    expect(second).toContain('O manual ganhou novidades.');
    expect(second).not.toContain('E o resto.');
    expect(second).toContain('>Leia mais</a>');
    const ola = page('manual/novidades/2026/01/05/ola/index.html');
    expect(ola).toContain('<time dateTime="2026-01-05">');
    expect(ola).toContain('Post mais recente');
    expect(ola).toContain('E o resto.');
    expect(page('manual/oculta/index.html')).toContain('href="/manual/novidades/2026/01/05/ola"');
  }, 60_000);
});
