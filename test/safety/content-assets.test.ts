import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs, snapshot } from './helpers.js';

const sites = fixtureSites();

describe('only the files of content/ that pages link to or embed are published', () => {
  it('publishes embedded and linked files, warns of the rest, never copies .mdx, keeps static/ as it is', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'content/guia/diagrama.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(root, 'content/guia/manual.pdf'), 'pdf');
    await writeFile(path.join(root, 'content/guia/credentials.txt'), 'senha=123');
    await writeFile(path.join(root, 'content/guia/rascunho.png'), 'png');
    await writeFile(path.join(root, 'content/componente.mdx'), '---\ntitle: "MDX"\n---\n\nTexto em MDX.\n');
    await edit(
      root,
      'content/guia/instalacao.md',
      '![Logo](/img/logo.png).',
      '![Logo](/img/logo.png), ![Diagrama](./diagrama.svg) e o [manual](/guia/manual.pdf).',
    );
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(0);
    const out = path.join(root, 'out/manual');
    expect(existsSync(path.join(out, 'guia/diagrama.svg'))).toBe(true);
    expect(existsSync(path.join(out, 'guia/manual.pdf'))).toBe(true);
    expect(existsSync(path.join(out, 'img/logo.png'))).toBe(true);
    expect(existsSync(path.join(out, 'guia/credentials.txt'))).toBe(false);
    expect(existsSync(path.join(out, 'guia/rascunho.png'))).toBe(false);
    // An .mdx doc is a page; its source is never copied.
    expect(existsSync(path.join(out, 'componente/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'componente.mdx'))).toBe(false);
    const warnings = err.split('\n').filter((line) => line.endsWith(' unpublished-file'));
    expect(warnings).toEqual([
      'content/guia/credentials.txt:1:1 warning File is not published: no page links to it or embeds it (link to ' +
        'it ' +
        'from a page, or move it to static/ to publish it as it is) unpublished-file',
      'content/guia/rascunho.png:1:1 warning File is not published: no page links to it or embeds it (link to it ' +
        'from a page, or move it to static/ to publish it as it is) unpublished-file',
    ]);
  });

  it('counts the code an MDX doc imports from content/ as used, found without its extension', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'content/guia/tipos.js'), "export const NOMES = ['Ana', 'Bia'];\n");
    await writeFile(path.join(root, 'content/guia/Lista.jsx'), 'export default () => <b>lista</b>;\n');
    await writeFile(path.join(root, 'content/guia/sobra.js'), 'export const nada = 0;\n');
    await writeFile(
      path.join(root, 'content/guia/nomes.mdx'),
      "---\ntitle: Nomes\n---\n\nimport { NOMES } from './tipos';\nimport Lista from './Lista';\n\n" +
        "Nomes: {NOMES.join(', ')}.\n\n<Lista />\n",
    );
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(0);
    const page = await readFile(path.join(root, 'out/manual/guia/nomes/index.html'), 'utf8');
    expect(page).toContain('Nomes: Ana, Bia.');
    expect(page).toContain('<b>lista</b>');
    // Compiled into the page, never copied; only the file nothing imports is named.
    const warned = err.split('\n').filter((line) => line.endsWith(' unpublished-file'));
    expect(warned.map((line) => line.split(':')[0])).toEqual(['content/guia/sobra.js']);
    expect(existsSync(path.join(root, 'out/manual/guia/tipos.js'))).toBe(false);
  });

  it('an output folder inside content/ is never read back into the site', async () => {
    const root = await sites.copy();
    const stale = path.join(root, 'content/saida');
    await mkdir(path.join(stale, 'manual'), { recursive: true });
    await writeFile(path.join(stale, '.helpdocs-out'), 'marker');
    await writeFile(path.join(stale, 'manual/index.md'), '---\ntitle: "Cópia"\n---\n\nCópia antiga.\n');
    await writeFile(path.join(stale, 'manual/logo.png'), 'png');
    const { code, err } = await helpdocs('build', '--root', root);
    expect(code).toBe(0);
    expect(err).not.toContain('content/saida');
    expect(Object.keys(await snapshot(path.join(root, 'out'))).filter((file) => file.includes('saida'))).toEqual([]);
  });
});
