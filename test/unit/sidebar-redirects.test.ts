import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { parseJsonSource } from '../../src/load/json-source.js';
import type { Doc } from '../../src/core/model.js';
import { resolveRedirects } from '../../src/assemble/redirects.js';
import { buildNav } from '../../src/assemble/sidebar/nav.js';
import { resolveSidebars } from '../../src/assemble/sidebar/resolve.js';

function doc(id: string, title: string, extra: Partial<Doc['frontMatter']> = {}): Doc {
  return {
    id,
    title,
    route: `/manual/${id.replace(/\/?index$/, '')}/`.replace('//', '/'),
    frontMatter: { tags: [], unlisted: false, hide_table_of_contents: false, ...extra },
  } as Doc;
}

const docs = new Map(
  [
    doc('a/index', 'Área A'),
    doc('a/um', 'Um', { sidebar_label: 'Primeiro' }),
    doc('a/dois', 'Dois', { unlisted: true }),
    doc('a/tres', 'Três'),
    doc('b', 'Bê'),
  ].map((d) => [d.id, d]),
);

const sidebarsFile = (text: string) => ({ file: 'sidebars.json', source: parseJsonSource(text) });

const sidebarsJson = `{
  "main": [
    { "type": "category", "label": "A", "link": { "type": "doc", "id": "a/index" }, "items": [
      "a/um",
      "a/dois",
      { "type": "doc", "id": "a/tres", "label": "Terceiro" }
    ] },
    "b",
    { "type": "link", "label": "Fora", "href": "https://example.com/" }
  ]
}`;

describe('sidebars', () => {
  it('resolves labels, routes and categories', () => {
    const { sidebars, diagnostics } = resolveSidebars(sidebarsFile(sidebarsJson), docs);
    expect(diagnostics).toEqual([]);
    const category = sidebars[0]!.items[0]!;
    expect(category).toMatchObject({
      type: 'category',
      label: 'A',
      collapsed: true,
      link: { id: 'a/index', route: '/manual/a/' },
    });
    expect(category.type === 'category' && category.items.map((i) => i.label)).toEqual([
      'Primeiro',
      'Dois',
      'Terceiro',
    ]);
  });

  it('gives breadcrumbs and previous/next in sidebar order, skipping unlisted docs', () => {
    const { sidebars } = resolveSidebars(sidebarsFile(sidebarsJson), docs);
    const nav = buildNav(sidebars, docs, 'Página inicial', '/manual/');
    expect(nav.get('a/um')).toMatchObject({
      breadcrumbs: [
        { label: 'Página inicial', route: '/manual/' },
        { label: 'A', route: '/manual/a/' },
        { label: 'Primeiro' },
      ],
      previous: { title: 'Área A', route: '/manual/a/' },
      // Named by the sidebars file's label, as Docusaurus's previous/next links name a doc item.
      next: { title: 'Terceiro', route: '/manual/a/tres/' },
    });
    // A category's own doc ends its crumbs with the category, as Docusaurus's breadcrumbs do.
    expect(nav.get('a/index')?.breadcrumbs).toEqual([{ label: 'Página inicial', route: '/manual/' }, { label: 'A' }]);
    expect(nav.get('b')).toMatchObject({ previous: { route: '/manual/a/tres/' } });
    expect(nav.get('b')?.next).toBeUndefined();
  });

  it('reports unknown ids at their line, with a suggestion; a doc listed twice is no error', () => {
    const json = '{\n  "main": [\n    "a/uum",\n    "b",\n    "b"\n  ]\n}';
    const { diagnostics } = resolveSidebars(sidebarsFile(json), docs);
    expect(diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "sidebars.json:3:5 error Sidebar item "a/uum" is not a doc (did you mean a/um?) sidebar-unknown-doc",
      ]
    `);
  });

  it('gives a doc listed in two sidebars its first place: sidebar, breadcrumbs and pagination', () => {
    const json = '{ "one": ["a/um", "b"], "two": ["b", "a/tres"] }';
    const { sidebars, diagnostics } = resolveSidebars(sidebarsFile(json), docs);
    expect(diagnostics).toEqual([]);
    expect(sidebars.map((sidebar) => sidebar.items.length)).toEqual([2, 2]);
    const nav = buildNav(sidebars, docs, 'Página inicial', '/manual/');
    expect(nav.get('b')?.sidebar?.name).toBe('one');
    expect(nav.get('b')?.previous?.route).toBe('/manual/a/um/');
    expect(nav.get('b')?.next).toBeUndefined();
  });

  it("rejects a shape that is not Docusaurus's", () => {
    const { diagnostics } = resolveSidebars(sidebarsFile('{ "main": [ { "type": "category", "items": [] } ] }'), docs);
    expect(diagnostics[0]).toMatchObject({ file: 'sidebars.json', severity: 'error', ruleId: 'sidebar-schema' });
  });
});

describe('redirects', () => {
  const pages = new Set(['/manual/a/', '/manual/b/', '/manual/c/']);
  it('accepts moves onto existing pages', () => {
    const { redirects, diagnostics } = resolveRedirects(
      parseJsonSource('[{ "from": "/velho", "to": "/a" }]'),
      '/manual/',
      pages,
    );
    expect(diagnostics).toEqual([]);
    expect(redirects).toEqual([{ from: 'velho', to: 'a', fromRoute: '/manual/velho/', toRoute: '/manual/a/' }]);
  });

  it('rejects collisions, missing targets, chains and loops', () => {
    const json = `[
  { "from": "/a", "to": "/b" },
  { "from": "/x", "to": "/nada" },
  { "from": "/y", "to": "/z" },
  { "from": "/z", "to": "/c" },
  { "from": "/w", "to": "/w" }
]`;
    const { diagnostics } = resolveRedirects(parseJsonSource(json), '/manual/', pages);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'redirects.json:2:13 error Redirect from "/a" collides with an existing page (remove the redirect or the page) ' +
        'redirect-collision',
      'redirects.json:3:25 error Redirect to "/nada" points nowhere redirect-target',
      'redirects.json:4:25 error Redirect to "/z" leads to another redirect (a chain or a loop) ' +
        '(point it at the final page) redirect-chain',
      'redirects.json:6:25 error Redirect from "/w" leads to itself redirect-loop',
    ]);
  });
});
