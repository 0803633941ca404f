import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import type { SidebarItem } from '../../src/core/model.js';
import { outputPathOfRoute } from '../../src/core/routes.js';
import { repoRoot } from '../helpers/sites.js';
import expectedRoutes from '../help-centre-routes.json' with { type: 'json' };

const expectedRedirects = [
  ['/manual/usuario/modulos/acompanhamento/dia/', '/manual/usuario/modulos/acompanhamento/resumo/dia/'],
  ['/manual/usuario/modulos/acompanhamento/semana/', '/manual/usuario/modulos/acompanhamento/resumo/semana/'],
  ['/manual/usuario/modulos/acompanhamento/mes/', '/manual/usuario/modulos/acompanhamento/resumo/mes/'],
  ['/manual/usuario/modulos/acompanhamento/ano/', '/manual/usuario/modulos/acompanhamento/resumo/ano/'],
  ['/manual/usuario/modulos/clientes/comportamento/fidelizacao/', '/manual/usuario/modulos/produtos/fidelizacao/'],
  [
    '/manual/usuario/modulos/produtos/cobertura-de-clienres/',
    '/manual/usuario/modulos/produtos/cobertura-de-clientes/',
  ],
];

function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [item.id]
      : item.type === 'category'
        ? [...(item.link?.id !== undefined ? [item.link.id] : []), ...docIdsOf(item.items)]
        : [],
  );
}

describe('the help centre holds to its map', async () => {
  const result = await build({ root: repoRoot, write: false });
  const files = new Map(result.files.map((f) => [f.path, String(f.contents)]));

  it('builds with zero errors and zero warnings', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it('builds exactly the expected routes, each with a title and one h1', () => {
    expect(expectedRoutes).toHaveLength(95);
    expect(result.site.docs.map((doc) => doc.route).sort()).toEqual([...expectedRoutes].sort());
    for (const route of expectedRoutes) {
      const html = files.get(outputPathOfRoute(route));
      expect(html, route).toBeDefined();
      expect(html!.match(/<title>[^<]+<\/title>/), route).not.toBeNull();
      expect(html!.match(/<h1[\s>]/g), route).toHaveLength(1);
    }
  });

  it('has the six redirects, each a stub to an existing page', () => {
    expect(result.site.redirects.map((r) => [r.fromRoute, r.toRoute])).toEqual(expectedRedirects);
    for (const [from, to] of expectedRedirects) {
      expect(files.get(outputPathOfRoute(from!)), from).toContain(`url=${to}`);
      expect(expectedRoutes).toContain(to);
    }
  });

  it('puts every doc except the home in exactly one of the three sidebars', () => {
    expect(result.site.sidebars.map((s) => s.name).sort()).toEqual([
      'ajudaSidebar',
      'implantacaoSidebar',
      'usuarioSidebar',
    ]);
    const ids = result.site.sidebars.flatMap((sidebar) => docIdsOf(sidebar.items));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(
      result.site.docs
        .map((doc) => doc.id)
        .filter((id) => id !== 'index')
        .sort(),
    );
  });

  it('has no filler text in content/', async () => {
    const paths = await glob('content/**/*.md', { cwd: repoRoot });
    expect(paths.length).toBe(95);
    // Upper case only for the markers: "todo" is an ordinary Portuguese word.
    const filler = [/lorem ipsum/i, /\bTODO\b/, /\bTBD\b/, /\bFIXME\b/, /\bx{3,}\b/i];
    for (const file of paths) {
      const text = await readFile(path.join(repoRoot, file), 'utf8');
      for (const pattern of filler) expect(pattern.test(text), `${file} matches ${pattern}`).toBe(false);
    }
  });
});
