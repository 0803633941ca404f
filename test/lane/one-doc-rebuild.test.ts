// The one-doc rebuild (src/lane/): after an edit of one doc's text that changes nothing other pages show of it, the
// CLI writes that doc's page and the search files without the full build; anything else goes to the full build.
// Either way out/ is what a build from nothing writes, byte for byte, and the next build finds it up to date.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { captureIo, copyFixture, edit, filesOf } from '../helpers/sites.js';

const LANE = /only (\S+) changed, in its text alone/;

async function cli(root: string, ...extra: string[]) {
  const { io, err } = captureIo();
  const code = await main(['node', 'helpdocs', 'build', '--root', root, '--cache-dir', 'cache', ...extra], io);
  return { code, err, summary: err.at(-1) ?? '', lane: err.map((line) => LANE.exec(line)?.[1]).find(Boolean) };
}

/**
 * site-mini with a doc that has no front matter description: its description is the start of its text (its first
 * 160 characters on its page, its first line on cards), which the later paragraphs do not reach.
 */
async function builtSite(): Promise<string> {
  const root = await copyFixture('site-mini');
  const opening = 'Primeiro parágrafo, longo o bastante para ser a descrição inteira da página. '.repeat(3);
  await writeFile(
    path.join(root, 'content/guia/notas.md'),
    `---\ntitle: "Notas"\n---\n\n${opening}\n\n## Detalhes\n\nTexto dos detalhes.\n\nVeja o [guia](index.md).\n`,
  );
  expect((await cli(root)).summary).toContain('helpdocs: wrote');
  return root;
}

/** The build after an edit: taken by the lane or not, as expected; out/ as a cold build's; then up to date. */
async function expectRebuilt(root: string, lane: string | undefined): Promise<void> {
  const warm = await cli(root, '--verbose');
  expect(warm.code).toBe(0);
  expect(warm.lane).toBe(lane);
  expect(warm.summary).toContain('helpdocs: wrote');
  const cold = await cli(root, '--out', 'out-cold', '--no-cache');
  expect(cold.code).toBe(0);
  const [written, fresh] = [await filesOf(path.join(root, 'out')), await filesOf(path.join(root, 'out-cold'))];
  expect([...written.keys()].sort()).toEqual([...fresh.keys()].sort());
  for (const [file, bytes] of fresh) expect(written.get(file), file).toBe(bytes);
  expect((await cli(root)).summary).toContain('is up to date');
}

describe('one-doc rebuild', { timeout: 300_000 }, () => {
  it('writes an edited paragraph as the full build does, again and again', async () => {
    const root = await builtSite();
    // What the full build wrote: the rebuild's record and the stamp.
    const kept = async () => {
      const files = new Map<string, Buffer>();
      for (const folder of ['lanes/v1', 'stamps/v1'])
        for (const name of await readdir(path.join(root, 'cache', folder)))
          files.set(`${folder}/${name}`, await readFile(path.join(root, 'cache', folder, name)));
      return files;
    };
    const full = await kept();
    await edit(
      root,
      'content/guia/index.md',
      'Texto da visão geral.',
      'Texto novo da visão geral, com palavras raras.',
    );
    await expectRebuilt(root, 'content/guia/index.md');
    // The rebuild writes its changes beside the full build's record and stamp, which it leaves as they were.
    const after = await kept();
    expect(after.size).toBe(full.size + 2);
    for (const [file, bytes] of full) expect(after.get(file), file).toEqual(bytes);
    await edit(root, 'content/guia/notas.md', 'Texto dos detalhes.', 'Detalhes: zebra, xilofone e quintal.');
    await expectRebuilt(root, 'content/guia/notas.md');
    // The edited doc again: its last parse is now the one the rebuild kept.
    await edit(root, 'content/guia/notas.md', 'zebra', 'girafa');
    await expectRebuilt(root, 'content/guia/notas.md');
    const page = await readFile(path.join(root, 'out/manual/guia/notas/index.html'), 'utf8');
    expect(page).toContain('Detalhes: girafa, xilofone e quintal.');
    // A full build after the rebuilds, then a rebuild over its stamp and record.
    await edit(root, 'content/guia/notas.md', '## Detalhes', '## Pormenores');
    await expectRebuilt(root, undefined);
    await edit(root, 'content/guia/index.md', 'palavras raras', 'palavras comuns');
    await expectRebuilt(root, 'content/guia/index.md');
  });

  it('writes a doc that a translation shows untranslated in both languages', async () => {
    const root = await copyFixture('i18n-site');
    const doc = 'content/guides/configuration.md';
    // Long enough an opening that the edit below is not in the page's description.
    await edit(root, doc, 'one file.', `one file. ${'It is read once, when Acme starts, and never again. '.repeat(4)}`);
    expect((await cli(root)).summary).toContain('helpdocs: wrote');
    await edit(root, doc, 'unless told otherwise.', 'unless the file names another one.');
    await expectRebuilt(root, doc);
    for (const page of ['out/docs/guides/configuration/index.html', 'out/docs/pt-BR/guides/configuration/index.html'])
      expect(await readFile(path.join(root, page), 'utf8')).toContain('unless the file names another one.');
  });

  it.each([
    ['a heading', 'content/guia/index.md', '## Visão geral', '## Visão ampla'],
    ['a link added', 'content/guia/index.md', 'Texto da visão geral.', 'Texto da [visão](./instalacao.md).'],
    ['links moved down', 'content/guia/index.md', 'O guia tem', 'Antes.\n\nO guia tem'],
    ['the front matter', 'content/guia/index.md', 'Visão geral do guia.', 'Outra descrição.'],
    ['the first paragraph, which describes the doc', 'content/guia/notas.md', 'Primeiro parágrafo', 'Outro'],
    ['a doc left with a warning', 'content/guia/notas.md', 'Texto dos detalhes.', '# Outro título'],
    ['a static file', 'static/robots.txt', '', ''],
  ])('leaves %s to the full build', async (_, file, from, to) => {
    const root = await builtSite();
    if (file.startsWith('static/')) await writeFile(path.join(root, file), 'User-agent: *\n');
    else await edit(root, file, from, to);
    await expectRebuilt(root, undefined);
  });

  it("leaves to the full build an edit of the title's marks alone, which its text does not show", async () => {
    const root = await builtSite();
    // The description is the start of the text (160 characters), which the last paragraph does not reach.
    const opening = 'Um parágrafo longo o bastante para ser a descrição inteira da página, e mais. '.repeat(3);
    await writeFile(path.join(root, 'content/guia/marcas.md'), `# O \`lote\`\n\n${opening}\n\nTexto.\n`);
    await expectRebuilt(root, undefined);
    // The same text, other marks: the page's h1 (outside the body the rebuild splices in) changes.
    await edit(root, 'content/guia/marcas.md', 'O `lote`', 'O *lote*');
    await expectRebuilt(root, undefined);
    expect(await readFile(path.join(root, 'out/manual/guia/marcas/index.html'), 'utf8')).toContain(
      '<h1>O <em>lote</em></h1>',
    );
    // The last paragraph's text: the rebuild's.
    await edit(root, 'content/guia/marcas.md', 'Texto.', 'Outro texto.');
    await expectRebuilt(root, 'content/guia/marcas.md');
  });

  it('leaves two edited docs, and an out/ changed since, to the full build', async () => {
    const root = await builtSite();
    await edit(root, 'content/guia/index.md', 'Texto da visão geral.', 'Outro texto.');
    await edit(root, 'content/guia/notas.md', 'Texto dos detalhes.', 'Outros detalhes.');
    await expectRebuilt(root, undefined);
    await edit(root, 'content/guia/index.md', 'Outro texto.', 'Mais um texto.');
    await mkdir(path.join(root, 'out/manual/extra'), { recursive: true });
    await writeFile(path.join(root, 'out/manual/extra/x.txt'), 'x');
    await expectRebuilt(root, undefined);
  });
});
