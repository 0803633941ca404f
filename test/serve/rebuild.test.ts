import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import type { BuildMemo } from '../../src/cache/memo.js';
import { copyFixture, edit } from '../helpers/sites.js';

const contentsOf = (result: BuildResult) =>
  new Map(result.files.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));

/** A rebuild that kept parse results and rendered pages must equal a build from nothing. */
async function expectSameAsFreshBuild(root: string, kept: BuildResult): Promise<void> {
  const fresh = await build({ root, write: false });
  expect(kept.diagnostics).toEqual(fresh.diagnostics);
  expect(contentsOf(kept)).toEqual(contentsOf(fresh));
}

describe('rebuilding in memory with kept results (watch mode)', () => {
  it('reparses only the edited page and still equals a full build', async () => {
    const root = await copyFixture('site-mini');
    const cache: NonNullable<Parameters<typeof build>[0]['cache']> = new Map();
    const memo: BuildMemo = new Map();
    const first = await build({ root, write: false, cache, memo });
    await edit(
      root,
      'content/guia/configuracao.md',
      'Configure o que foi instalado.',
      'Configure tudo o que foi instalado.',
    );
    const second = await build({ root, write: false, cache, memo });
    expect(second.files).not.toHaveLength(0);
    expect(second.site.docsById.get('guia/instalacao')).toBe(first.site.docsById.get('guia/instalacao'));
    expect(second.site.docsById.get('guia/configuracao')).not.toBe(first.site.docsById.get('guia/configuracao'));
    expect(String(second.files.find((f) => f.path === 'manual/guia/configuracao/index.html')?.contents)).toContain(
      'Configure tudo o que foi instalado.',
    );
    await expectSameAsFreshBuild(root, second);
  });

  it('re-renders the neighbours of a page whose sidebar label changed', async () => {
    const root = await copyFixture('site-mini');
    const cache: NonNullable<Parameters<typeof build>[0]['cache']> = new Map();
    const memo: BuildMemo = new Map();
    await build({ root, write: false, cache, memo });
    await edit(root, 'content/guia/configuracao.md', 'sidebar_label: "Configurar"', 'sidebar_label: "Ajustes finos"');
    const second = await build({ root, write: false, cache, memo });
    // instalacao's "next" link and every sidebar show the new label.
    expect(String(second.files.find((f) => f.path === 'manual/guia/instalacao/index.html')?.contents)).toContain(
      'Ajustes finos',
    );
    await expectSameAsFreshBuild(root, second);
  });

  it('re-renders tag pages when a tagged page changes its title or tags', async () => {
    const root = await copyFixture('site-mini');
    const cache: NonNullable<Parameters<typeof build>[0]['cache']> = new Map();
    const memo: BuildMemo = new Map();
    await build({ root, write: false, cache, memo });
    await edit(root, 'content/guia/configuracao.md', 'title: "Configuração"', 'title: "Configuração avançada"');
    await edit(root, 'content/guia/configuracao.md', 'tags: [integração]', 'tags: [integração, avançado]');
    const second = await build({ root, write: false, cache, memo });
    expect(String(second.files.find((f) => f.path === 'manual/tags/integracao/index.html')?.contents)).toContain(
      'Configuração avançada',
    );
    expect(second.files.some((f) => f.path === 'manual/tags/avancado/index.html')).toBe(true);
    await expectSameAsFreshBuild(root, second);
  });

  it('reparses pages that link to a page whose route changed', async () => {
    const root = await copyFixture('site-mini');
    const cache: NonNullable<Parameters<typeof build>[0]['cache']> = new Map();
    const memo: BuildMemo = new Map();
    await build({ root, write: false, cache, memo });
    await edit(
      root,
      'content/guia/configuracao.md',
      'title: "Configuração"',
      'title: "Configuração"\nslug: /guia/ajustes',
    );
    const second = await build({ root, write: false, cache, memo });
    expect(String(second.files.find((f) => f.path === 'manual/guia/index.html')?.contents)).toContain(
      'href="/manual/guia/ajustes/"',
    );
    await expectSameAsFreshBuild(root, second);
  });
});
