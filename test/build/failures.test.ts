import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { ruleHelpCommand } from '../../src/core/rule-docs.js';
import { captureIo, copyFixture, edit } from '../helpers/sites.js';

type Mutation = (root: string) => Promise<void>;

/** Each case breaks the mini site in one way; the build must fail with exactly this diagnostic. */
const cases: Array<{ name: string; mutate: Mutation; expected: string }> = [
  {
    name: 'broken link',
    mutate: (root) => edit(root, 'content/guia/index.md', '(./configuracao.md)', '(./configuracoes.md)'),
    expected:
      'content/guia/index.md:7:58 error Link to ./configuracoes.md points nowhere (resolved to ' +
      'content/guia/configuracoes.md) (did you mean ./configuracao.md?) broken-link',
  },
  {
    name: 'broken anchor',
    mutate: (root) => edit(root, 'content/index.md', '#antes-de-começar', '#antes-de-comecar'),
    expected:
      'content/index.md:7:56 error Anchor "#antes-de-comecar" in guia/instalacao.md#antes-de-comecar is not a ' +
      'heading of content/guia/instalacao.md (did you mean #antes-de-começar?) broken-anchor',
  },
  {
    name: 'missing image',
    mutate: (root) => edit(root, 'content/guia/instalacao.md', '(/img/logo.png)', '(/img/logotipo.png)'),
    expected:
      'content/guia/instalacao.md:42:78 error File /img/logotipo.png does not exist (did you mean /img/logo.png?) ' +
      'missing-asset',
  },
  {
    name: 'unknown sidebar id',
    mutate: (root) => edit(root, 'sidebars.json', '"guia/instalacao"', '"guia/instalacoes"'),
    expected:
      'sidebars.json:8:17 error Sidebar item "guia/instalacoes" is not a doc (did you mean guia/instalacao?) ' +
      'sidebar-unknown-doc',
  },
  {
    name: 'YAML syntax error in front matter',
    mutate: (root) => edit(root, 'content/guia/configuracao.md', 'tags: [integração]', 'tags: [integração'),
    expected:
      'content/guia/configuracao.md:6:18 error Front matter is not valid YAML: Flow sequence in block collection ' +
      'must be sufficiently indented and end with a ] front-matter-yaml',
  },
  {
    name: 'wrong front-matter type',
    mutate: (root) => edit(root, 'content/guia/configuracao.md', 'sidebar_position: 2', 'sidebar_position: "dois"'),
    expected:
      'content/guia/configuracao.md:5:19 error Front matter "sidebar_position": Invalid input: expected number, ' +
      'received string front-matter-type',
  },
  {
    name: 'two docs on one route',
    mutate: async (root) => {
      const { mkdir } = await import('node:fs/promises');
      await mkdir(path.join(root, 'content/guia/instalacao'));
      await writeFile(path.join(root, 'content/guia/instalacao/index.md'), '---\ntitle: "Outra"\n---\n\nTexto.\n');
    },
    expected:
      'content/guia/instalacao/index.md:1:1 error Doc has the same route /manual/guia/instalacao/ as ' +
      'content/guia/instalacao.md (rename one file or change its slug) duplicate-route',
  },
  {
    name: 'redirect onto an existing page',
    mutate: (root) => edit(root, 'redirects.json', '"/guia/instalar"', '"/guia/configuracao"'),
    expected:
      'redirects.json:1:12 error Redirect from "/guia/configuracao" collides with an existing page (remove the ' +
      'redirect or the page) redirect-collision',
  },
];

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function goodBuild(): Promise<{ root: string; marker: string; before: string }> {
  const root = await copyFixture('site-mini');
  roots.push(root);
  const { io } = captureIo();
  expect(await main(['node', 'helpdocs', 'build', '--root', root], io)).toBe(0);
  const marker = path.join(root, 'out/manual/guia/instalacao/index.html');
  return { root, marker, before: await readFile(marker, 'utf8') };
}

describe('a broken site fails the build and keeps the previous out/', () => {
  for (const { name, mutate, expected } of cases) {
    it(name, async () => {
      const { root, marker, before } = await goodBuild();
      await mutate(root);
      const { io, err } = captureIo();
      expect(await main(['node', 'helpdocs', 'build', '--root', root], io)).toBe(1);
      expect(err).toContain(expected);
      // The command that prints the rule's section, after the problems.
      const rule = expected.split(' ').at(-1)!;
      const explain = `helpdocs: ${ruleHelpCommand('<rule>')} says what causes a rule and how to fix it`;
      expect(err).toContain(`${explain} (${rule})`);
      expect(err.at(-1)).toMatch(/^helpdocs: failed with 1 error · /);
      expect(await readFile(marker, 'utf8')).toBe(before);
      expect(existsSync(path.join(root, 'out/manual/404.html'))).toBe(true);
    });
  }

  it('reports every problem of a build at once', async () => {
    const { root, marker, before } = await goodBuild();
    for (const { mutate } of cases) await mutate(root);
    const { io, err } = captureIo();
    expect(await main(['node', 'helpdocs', 'build', '--root', root, '--quiet'], io)).toBe(1);
    const reported = err.filter((line) => / error /.test(line) && !line.startsWith('helpdocs:'));
    // Every case's problem appears (the YAML error hides the wrong type in the same front matter).
    for (const ruleId of [
      'broken-link',
      'broken-anchor',
      'missing-asset',
      'sidebar-unknown-doc',
      'front-matter-yaml',
      'duplicate-route',
      'redirect-collision',
    ]) {
      expect(
        reported.some((line) => line.endsWith(` ${ruleId}`)),
        ruleId,
      ).toBe(true);
    }
    expect(await readFile(marker, 'utf8')).toBe(before);
  });

  it('prints a machine-readable report with --json', async () => {
    const { root } = await goodBuild();
    await cases[0]!.mutate(root);
    const { io, out } = captureIo();
    expect(await main(['node', 'helpdocs', 'check', '--root', root, '--json'], io)).toBe(1);
    const report = JSON.parse(out.join('\n')) as {
      ok: boolean;
      errors: number;
      diagnostics: Array<{ file: string; line: number; column: number; ruleId: string }>;
    };
    expect(report).toMatchObject({ ok: false, errors: 1, written: false });
    expect(report.diagnostics[0]).toMatchObject({
      file: 'content/guia/index.md',
      line: 7,
      column: 58,
      ruleId: 'broken-link',
    });
  });
});

describe('usage and configuration errors exit with 2', () => {
  it('names the key path of a bad config value', async () => {
    const root = await copyFixture('site-mini');
    roots.push(root);
    await edit(root, 'helpdocs.config.ts', "base: '/manual/'", "base: 'manual'");
    await edit(root, 'helpdocs.config.ts', 'navbar: { items: [', 'navbar: { sticky: true, items: [');
    const { io, err } = captureIo();
    expect(await main(['node', 'helpdocs', 'build', '--root', root], io)).toBe(2);
    expect(err.join('\n')).toMatchInlineSnapshot(`
      "helpdocs.config.ts: invalid configuration
        - helpdocs.config.ts:7:9 base: must start and end with "/", e.g. "/manual/"
        - helpdocs.config.ts:10:3 navbar: Unrecognized key: "sticky""
    `);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });

  it('rejects an unknown option', async () => {
    const { io } = captureIo();
    expect(await main(['node', 'helpdocs', 'build', '--frobnicate'], io)).toBe(2);
  });

  it('answers --version and --help with 0', async () => {
    const version = captureIo();
    expect(await main(['node', 'helpdocs', '--version'], version.io)).toBe(0);
    expect(version.out.join('')).toMatch(/^\d+\.\d+\.\d+$/);
    const help = captureIo();
    expect(await main(['node', 'helpdocs', '--help'], help.io)).toBe(0);
    expect(help.out.join('\n')).toContain('check');
  });
});
