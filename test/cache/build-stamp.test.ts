import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { upToDate } from '../../src/cache/build-stamp.js';
import { main } from '../../src/cli.js';
import { captureIo, copyFixture, edit, filesOf, modifiedTimes } from '../helpers/sites.js';

/**
 * The whole-site short cut: a build whose inputs and out/ are exactly those of the last written
 * build reports it up to date and writes nothing; any change to an input or to out/ makes it
 * build, and what it writes is what a build from nothing writes.
 */

async function cli(root: string, ...extra: string[]): Promise<{ code: number; summary: string; err: string[] }> {
  const { io, err } = captureIo();
  const code = await main(['node', 'helpdocs', 'build', '--root', root, '--cache-dir', 'cache', ...extra], io);
  return { code, summary: err.at(-1) ?? '', err };
}

/** A copy of site-mini built once into out/ with the cache in cache/. */
async function builtSite(): Promise<string> {
  const root = await copyFixture('site-mini');
  const first = await cli(root);
  expect(first.code).toBe(0);
  expect(first.summary).toContain('helpdocs: wrote');
  return root;
}

/** Builds again: it must not take the short cut, and must write what a build from nothing writes. */
async function expectRebuiltAsCold(root: string): Promise<void> {
  const warm = await cli(root);
  expect(warm.summary).toContain('helpdocs: wrote');
  const cold = await cli(root, '--out', 'out-cold', '--no-cache');
  expect(cold.code).toBe(warm.code);
  expect(await filesOf(path.join(root, 'out'))).toEqual(await filesOf(path.join(root, 'out-cold')));
  expect((await cli(root)).summary).toContain('is up to date');
}

describe('build stamp: nothing changed, nothing written', { timeout: 300_000 }, () => {
  it('reports the last build again, with its warnings, and leaves out/ untouched', async () => {
    const root = await builtSite();
    await edit(
      root,
      'content/guia/instalacao.md',
      '## Antes de começar',
      '## Antes de começar\n\n<a href="javascript:alert(1)">perigoso</a>',
    );
    const first = await cli(root);
    const before = await stat(path.join(root, 'out/manual/index.html'));
    const again = await cli(root, '--verbose');
    expect(again.code).toBe(first.code);
    expect(again.summary).toMatch(/is up to date · 5 pages · 1 redirects · [1-9]\d* warnings?/);
    expect(again.err.slice(0, -2)).toEqual(
      first.err.slice(0, -1).filter((line) => !line.includes('docs from the cache')),
    );
    expect(again.err).toContain(
      `helpdocs: no input changed since the last build and ${path.join(root, 'out')} is as it wrote it; nothing ` +
        `written`,
    );
    expect((await stat(path.join(root, 'out/manual/index.html'))).mtimeMs).toBe(before.mtimeMs);
  });

  const changes: Array<[string, (root: string) => Promise<void>]> = [
    [
      'a doc changed',
      (root) =>
        edit(
          root,
          'content/guia/configuracao.md',
          'Configure o que foi instalado.',
          'Configure tudo o que foi instalado.',
        ),
    ],
    ['a doc added', (root) => writeFile(path.join(root, 'content/guia/nova.md'), '# Nova\n\nTexto.\n')],
    ['a static file added', async (root) => writeFile(path.join(root, 'static/robots-extra.txt'), 'x\n')],
    ['the config changed', (root) => edit(root, 'helpdocs.config.ts', "locale: 'pt-BR'", "locale: 'en'")],
    [
      'a module the config imports changed',
      async (root) => {
        await writeFile(path.join(root, 'title.ts'), "export const title = 'Primeiro';\n");
        await edit(
          root,
          'helpdocs.config.ts',
          'export default',
          "import { title } from './title';\nvoid title;\nexport default",
        );
        expect((await cli(root)).summary).toContain('helpdocs: wrote');
        expect((await cli(root)).summary).toContain('is up to date');
        await writeFile(path.join(root, 'title.ts'), "export const title = 'Segundo';\n");
      },
    ],
    ['the sidebars changed', (root) => edit(root, 'sidebars.json', '"label": "Guia"', '"label": "Guia completo"')],
    [
      'sidebars.json replaced by sidebars.ts',
      async (root) => {
        const sidebars = await readFile(path.join(root, 'sidebars.json'), 'utf8');
        await rm(path.join(root, 'sidebars.json'));
        await writeFile(
          path.join(root, 'sidebars.ts'),
          `export default ${sidebars.replace('"label": "Guia"', '"label": "Guia completo"')};\n`,
        );
      },
    ],
    ['the redirects changed', async (root) => writeFile(path.join(root, 'redirects.json'), '[]\n')],
    ['a page of out/ edited', async (root) => writeFile(path.join(root, 'out/manual/index.html'), 'edited')],
    ['a page of out/ deleted', (root) => rm(path.join(root, 'out/manual/index.html'))],
    ['a file added to out/', async (root) => writeFile(path.join(root, 'out/manual/extra.html'), 'extra')],
    ['out/ deleted', (root) => rm(path.join(root, 'out'), { recursive: true })],
  ];
  for (const [change, make] of changes) {
    it(`builds again after ${change}`, async () => {
      const root = await builtSite();
      expect((await cli(root)).summary).toContain('is up to date');
      await make(root);
      await expectRebuiltAsCold(root);
    });
  }

  it('after one doc changed, writes only the files that differ; a failed build leaves out/ as it was', async () => {
    const root = await builtSite();
    const out = path.join(root, 'out');
    const before = await filesOf(out);
    const timesBefore = await modifiedTimes(out);
    await edit(
      root,
      'content/guia/configuracao.md',
      'Configure o que foi instalado.',
      'Configure tudo o que foi instalado.',
    );
    await expectRebuiltAsCold(root);
    const after = await filesOf(out);
    const timesAfter = await modifiedTimes(out);
    const rewritten = [...after.keys()].filter((file) => timesAfter.get(file) !== timesBefore.get(file));
    // Every file that differs (the page, the search files naming its text), and none that does not.
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.filter((file) => after.get(file) === before.get(file))).toEqual([]);
    expect(
      [...after.keys()].filter((file) => after.get(file) !== before.get(file) && !rewritten.includes(file)),
    ).toEqual([]);
    expect(rewritten).toContain('manual/guia/configuracao/index.html');
    expect(rewritten.length).toBeLessThan(after.size / 2);
    // No leftover of the staging folder, and the old search files are gone.
    expect([...after.keys()].filter((file) => file.includes('.helpdocs-tmp'))).toEqual([]);

    await edit(root, 'content/guia/configuracao.md', 'Configure tudo', '[quebrado](./nao-existe.md) Configure tudo');
    expect((await cli(root)).code).toBe(1);
    expect(await filesOf(out)).toEqual(after);
  });

  it('builds again after a new commit (last-updated dates come from git)', async () => {
    const root = await copyFixture('site-mini');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Ana', '-c', 'user.email=ana@example.com', ...args], {
        cwd: root,
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', 'content');
    git('commit', '-qm', 'first');
    expect((await cli(root)).summary).toContain('helpdocs: wrote');
    expect((await cli(root)).summary).toContain('is up to date');
    git('commit', '-q', '--allow-empty', '-m', 'second');
    expect((await cli(root)).summary).toContain('helpdocs: wrote');
  });

  it('no short cut for other code (an upgrade), another --out, --no-cache, or while another build locks', async () => {
    const root = await builtSite();
    const options = { root, outOption: undefined, cacheDir: path.join(root, 'cache') };
    expect(await upToDate(options)).toMatchObject({ outDir: path.join(root, 'out'), pages: 5 });
    expect(await upToDate({ ...options, fingerprint: '99.0.0+upgrade' })).toBeUndefined();
    expect(await upToDate({ ...options, outOption: 'out' })).toBeUndefined();
    expect((await cli(root, '--no-cache')).summary).toContain('helpdocs: wrote');
    await cli(root);
    await mkdir(path.join(root, '.helpdocs-lock-out'));
    expect(await upToDate(options)).toBeUndefined();
  });
});
