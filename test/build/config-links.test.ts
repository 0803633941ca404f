// Navbar, footer and config addresses: each problem once, at the line of the item that has it.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { build } from '../../src/build.js';
import { captureIo, copyFixture } from '../helpers/sites.js';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function check(config: string): Promise<string[]> {
  const root = await copyFixture('site-mini');
  roots.push(root);
  await writeFile(path.join(root, 'helpdocs.config.ts'), config);
  const { io, err } = captureIo();
  expect(await main(['node', 'helpdocs', 'check', '--root', root, '--quiet'], io)).toBe(1);
  return err.filter((line) => line.startsWith('helpdocs.config.ts:'));
}

const config = (navbar: string, footer: string, extra = '') => `import { defineConfig } from 'helpdocs';

export default defineConfig({
  title: 'Central de Teste',
  base: '/manual/',
  locale: 'pt-BR',${extra}
  navbar: {
    items: [
${navbar}
    ],
  },
  footer: {
    columns: [
      {
        title: 'Guia',
        items: [
${footer}
        ],
      },
    ],
  },
});
`;

describe('config link errors', () => {
  it('reports a footer link at the footer’s line, once, though a longer navbar id contains it', async () => {
    const errors = await check(
      config(
        "      { label: 'Guia', docId: 'guia/instalacao' },", // line 9
        "          { label: 'Guia', docId: 'guia/instala' },", // line 17
      ),
    );
    expect(errors).toEqual([
      'helpdocs.config.ts:17:36 error Link "Guia" points at unknown doc "guia/instala" (did you mean ' +
        'guia/instalacao?) config-link',
    ]);
  });

  it('reports a doc linked from both navbar and footer once at each item’s own line', async () => {
    const errors = await check(
      config(
        "      { label: 'Antigo', docId: 'guia/antigo' },",
        "          { docId: 'guia/antigo', label: 'Antigo' },",
      ),
    );
    expect(errors.map((line) => line.split(' ')[0])).toEqual(['helpdocs.config.ts:9:34', 'helpdocs.config.ts:17:21']);
  });

  it('refuses javascript:, vbscript: and data: addresses in navbar, footer and editUrl', async () => {
    const errors = await check(
      config(
        "      { label: 'Mau', href: 'javascript:alert(1)' },",
        "          { label: 'Pior', href: 'VBScript:msgbox(1)' },\n          { label: 'Dados', href: " +
          "'data:text/html,<script>alert(1)</script>' },",
        "\n  editUrl: 'javascript:alert(2)//',",
      ),
    );
    expect(errors).toEqual([
      `helpdocs.config.ts:7:13 error editUrl "javascript:alert(2)//" uses a javascript: URL, which is refused (it ` +
        `could run code in the reader's browser) config-link`,
      `helpdocs.config.ts:10:30 error Link "Mau" "javascript:alert(1)" uses a javascript: URL, which is refused (it ` +
        `could run code in the reader's browser) config-link`,
      `helpdocs.config.ts:18:35 error Link "Pior" "VBScript:msgbox(1)" uses a vbscript: URL, which is refused (it ` +
        `could run code in the reader's browser) config-link`,
      `helpdocs.config.ts:19:36 error Link "Dados" "data:text/html,<script>alert(1)</script>" uses a data: URL, ` +
        `which is refused (it could run code in the reader's browser) config-link`,
    ]);
  });

  it('reads a `to` with a fragment as Docusaurus does: the route checked, the fragment kept in the link', async () => {
    const errors = await check(
      config(
        "      { label: 'Passos', to: 'guia/instalacao#passos' },", // line 9
        "          { label: 'Nada', to: 'guia/nada#passos' },", // line 17
      ),
    );
    expect(errors).toEqual([
      'helpdocs.config.ts:17:33 error Link "Nada" points nowhere (guia/nada#passos) config-link',
    ]);
    const root = await copyFixture('site-mini');
    roots.push(root);
    await writeFile(
      path.join(root, 'helpdocs.config.ts'),
      config("      { label: 'Passos', to: 'guia/instalacao#passos' },", ''),
    );
    const built = await build({ root, write: false });
    const home = String(built.files.find((file) => file.path === 'manual/index.html')?.contents);
    expect(home).toContain('href="/manual/guia/instalacao/#passos"');
  });
});
