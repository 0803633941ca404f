import { describe, expect, it } from 'vitest';
import { collectTags, inDisplayOrder } from '../../src/assemble/tags.js';
import type { DocHeader } from '../../src/core/model.js';

function doc(name: string, tags: string[]): DocHeader {
  const text = `---\ntitle: ${name}\ntags: [${tags.join(', ')}]\n---\n\nTexto.\n`;
  return {
    id: name,
    title: name,
    route: `/manual/${name}/`,
    source: { path: `content/${name}.md`, contentPath: `${name}.md`, text, hash: name },
    frontMatter: { tags, unlisted: false },
  } as unknown as DocHeader;
}

describe('tags', () => {
  it('gives a tag in any script a route of its own, never the tags index', () => {
    const { tags, diagnostics } = collectTags([doc('a', ['日本語', '部署']), doc('b', ['部署'])], '/manual/');
    expect(diagnostics).toEqual([]);
    expect(tags.map((tag) => [tag.route, tag.docs.length])).toEqual([
      ['/manual/tags/日本語/', 1],
      ['/manual/tags/部署/', 2],
    ]);
  });

  it('makes two labels that share a route one tag, named as first met (as Docusaurus does)', () => {
    const { tags, diagnostics } = collectTags(
      [doc('a', ['Banco de dados']), doc('b', ['vendas', 'banco-de-dados'])],
      '/manual/',
    );
    expect(diagnostics).toEqual([]);
    expect(tags.map((tag) => [tag.label, tag.docs.length])).toEqual([
      ['Banco de dados', 2],
      ['vendas', 1],
    ]);
  });

  it('lists a doc once under a tag it names twice or by two labels with one route', () => {
    const { tags } = collectTags(
      [doc('a', ['Vendas', 'vendas', 'Vendas']), doc('b', ['vendas']), doc('c', ['Metas', 'vendas'])],
      '/manual/',
    );
    expect(tags.map((tag) => [tag.label, tag.docs.map((d) => d.id)])).toEqual([
      ['Vendas', ['a', 'b', 'c']],
      ['Metas', ['c']],
    ]);
  });

  it('reports a label that gives no route', () => {
    const { diagnostics } = collectTags([doc('a', ['???'])], '/manual/');
    expect(diagnostics.map((d) => d.message)).toEqual(['Tag "???" gives no route (it has no letter or digit)']);
  });

  it(
    "shows tags by label and their docs by title in the site language's order, whatever order they were " +
      'collected in',
    () => {
      const { tags } = collectTags(
        [doc('Zebra', ['vendas', 'Ábaco']), doc('época', ['vendas']), doc('Árvore', ['vendas', 'clientes'])],
        '/manual/',
      );
      expect(tags.map((tag) => tag.label)).toEqual(['vendas', 'Ábaco', 'clientes']);
      const shown = inDisplayOrder(tags, 'pt-BR');
      expect(shown.map((tag) => tag.label)).toEqual(['Ábaco', 'clientes', 'vendas']);
      expect(shown.find((tag) => tag.label === 'vendas')!.docs.map((d) => d.title)).toEqual([
        'Árvore',
        'época',
        'Zebra',
      ]);
      // The collected tags are left as they were.
      expect(tags[0]!.docs.map((d) => d.title)).toEqual(['Zebra', 'época', 'Árvore']);
    },
  );
});
