import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/check/links.js';
import type { Doc, LinkRef } from '../../src/core/model.js';

function doc(contentPath: string, links: Array<Pick<LinkRef, 'written' | 'target'>> = []): Doc {
  return {
    source: { path: `content/${contentPath}`, contentPath },
    anchorIds: new Set<string>(),
    links: links.map((link) => ({ ...link, kind: 'doc', position: { line: 3, column: 5 } })),
  } as unknown as Doc;
}

function hints(from: Doc, others: Doc[]): Array<string | undefined> {
  const docs = [from, ...others];
  return checkLinks(docs, {
    docsByContentPath: new Map(docs.map((d) => [d.source.contentPath, d])),
    routes: new Set(),
    files: new Set(),
    base: '/manual/',
  }).map((d) => d.hint);
}

const FUNIL = 'usuario/modulos/vendas/analise/funil.md';
const neighbours = [
  'usuario/modulos/vendas/pedidos.md',
  'usuario/modulos/vendas/analise/curva-abc.md',
  'usuario/modulos/clientes/pedido.md',
].map((p) => doc(p));

describe('did you mean, for a link to a missing doc', () => {
  it('proposes the nearby page closest to the path as written, written the same way', () => {
    expect(
      hints(doc(FUNIL, [{ written: '../pedido.md', target: 'usuario/modulos/vendas/pedido.md' }]), neighbours),
    ).toEqual(['did you mean ../pedidos.md?']);
    expect(
      hints(
        doc(FUNIL, [{ written: './curva-ab.md#x', target: 'usuario/modulos/vendas/analise/curva-ab.md' }]),
        neighbours,
      ),
    ).toEqual(['did you mean ./curva-abc.md?']);
  });

  it('never proposes the page the link is in', () => {
    const found = hints(
      doc(FUNIL, [{ written: './funi.md', target: 'usuario/modulos/vendas/analise/funi.md' }]),
      neighbours,
    );
    expect(found).toHaveLength(1);
    expect(found[0] ?? '').not.toContain('funil');
  });
});
