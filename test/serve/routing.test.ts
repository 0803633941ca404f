import { describe, expect, it } from 'vitest';
import { formatRedirectsFile } from '../../src/output/hosting/redirects-file.js';
import { route } from '../../src/serve/routing.js';
import { servedSite } from '../../src/serve/served-site.js';
import { memoryFiles } from '../../src/serve/site-files.js';

const files = [
  'manual/index.html',
  'manual.html',
  'manual/guia/index.html',
  'manual/guia.html',
  'manual/guia/instalacao/index.html',
  'manual/guia/instalacao.html',
  'manual/guia/instalar/index.html',
  'manual/guia/instalar.html',
  'manual/404.html',
  '404.html',
  'manual/assets/style.ABCD1234.css',
  'manual/img/logo.png',
  'manual/legado.html',
  'manual/sitemap.xml',
  'robots.txt',
  'nginx-helpdocs.conf',
].map((path) => ({ path, contents: path }));
const redirects = formatRedirectsFile([
  { from: '/', to: '/manual/' },
  ...['', '/', '.html', '/index.html'].map((form) => ({
    from: `/manual/guia/instalar${form}`,
    to: '/manual/guia/instalacao/',
  })),
]);
const { table } = await servedSite(
  memoryFiles([...files, { path: '_redirects', contents: redirects }]),
  '/manual/',
  'folder',
);

const NO_CACHE = { cacheControl: 'no-cache' };

describe("serve's routing table", () => {
  it.each([
    // [request path, query, answer]
    ['/', '', { kind: 'redirect', location: '/manual/' }],
    ['/', '?x=1', { kind: 'redirect', location: '/manual/?x=1' }],
    ['/manual', '', { kind: 'redirect', location: '/manual/' }],
    ['/manual/', '', { kind: 'file', file: '/manual/index.html', ...NO_CACHE }],
    ['/manual.html', '', { kind: 'redirect', location: '/manual/' }],
    ['/manual/index.html', '?q=a', { kind: 'redirect', location: '/manual/?q=a' }],
    ['/manual/guia/instalacao/', '', { kind: 'file', file: '/manual/guia/instalacao/index.html', ...NO_CACHE }],
    ['/manual/guia/instalacao', '?a=b', { kind: 'redirect', location: '/manual/guia/instalacao/?a=b' }],
    ['/manual/guia/instalacao.html', '', { kind: 'redirect', location: '/manual/guia/instalacao/' }],
    ['/manual/guia/instalacao/index.html', '', { kind: 'redirect', location: '/manual/guia/instalacao/' }],
    // Redirects in every form go straight to the target, keeping the query.
    ['/manual/guia/instalar', '', { kind: 'redirect', location: '/manual/guia/instalacao/' }],
    ['/manual/guia/instalar/', '?x=1', { kind: 'redirect', location: '/manual/guia/instalacao/?x=1' }],
    ['/manual/guia/instalar.html', '', { kind: 'redirect', location: '/manual/guia/instalacao/' }],
    ['/manual/guia/instalar/index.html', '', { kind: 'redirect', location: '/manual/guia/instalacao/' }],
    // Not pages.
    ['/manual/nao-existe/', '', { kind: 'not-found' }],
    ['/manual/nao-existe', '', { kind: 'not-found' }],
    ['/manual/nao-existe.html', '', { kind: 'not-found' }],
    ['/manual/nao-existe/index.html', '', { kind: 'redirect', location: '/manual/nao-existe/' }],
    ['/manual/img/', '', { kind: 'not-found' }],
    ['/manual/img', '', { kind: 'redirect', location: '/manual/img/' }],
    ['/outro/', '', { kind: 'not-found' }],
    ['/manual/404.html', '', { kind: 'not-found' }],
    ['/404.html', '', { kind: 'not-found' }],
    ['/_redirects', '', { kind: 'not-found' }],
    ['/nginx-helpdocs.conf', '', { kind: 'not-found' }],
    // Files.
    [
      '/manual/assets/style.ABCD1234.css',
      '',
      { kind: 'file', file: '/manual/assets/style.ABCD1234.css', cacheControl: 'public, max-age=31536000, immutable' },
    ],
    ['/manual/assets/index.html', '', { kind: 'not-found' }],
    ['/manual/img/logo.png', '', { kind: 'file', file: '/manual/img/logo.png', ...NO_CACHE }],
    ['/manual/legado.html', '', { kind: 'file', file: '/manual/legado.html', ...NO_CACHE }],
    ['/manual/sitemap.xml', '', { kind: 'file', file: '/manual/sitemap.xml', ...NO_CACHE }],
    ['/robots.txt', '', { kind: 'file', file: '/robots.txt' }],
  ] as const)('%s%s', (path, query, expected) => {
    expect(route(table, path, query)).toEqual(expected);
  });

  it('encodes the Location of a folded path', () => {
    const site = memoryFiles([{ path: 'manual/ação/index.html', contents: 'x' }]);
    const answer = route(
      { base: '/manual/', redirectOf: () => undefined, isFile: site.isFile, isDir: site.isDir },
      '/manual/ação.html',
      '',
    );
    expect(answer).toEqual({ kind: 'redirect', location: '/manual/a%C3%A7%C3%A3o/' });
  });

  it('works at the root of the host too (base "/")', () => {
    const site = memoryFiles([
      { path: 'index.html', contents: 'x' },
      { path: 'x/index.html', contents: 'x' },
      { path: '404.html', contents: 'x' },
    ]);
    const rootTable = { base: '/', redirectOf: () => undefined, isFile: site.isFile, isDir: site.isDir };
    expect(route(rootTable, '/', '')).toEqual({ kind: 'file', file: '/index.html', ...NO_CACHE });
    expect(route(rootTable, '/index.html', '')).toEqual({ kind: 'redirect', location: '/' });
    expect(route(rootTable, '/x.html', '')).toEqual({ kind: 'redirect', location: '/x/' });
    expect(route(rootTable, '/404.html', '')).toEqual({ kind: 'not-found' });
  });
});

describe("serve's routing table where pages are x.html files (trailingSlash: false)", () => {
  const site = memoryFiles(
    [
      'manual/index.html',
      'manual/guia.html',
      'manual/guia/index.html',
      'manual/guia/instalacao.html',
      'manual/guia/instalacao/index.html',
      'manual/legado.html',
      'manual/img/logo.png',
      'manual/404.html',
    ].map((path) => ({ path, contents: path })),
  );
  const table = {
    base: '/manual/',
    pageFiles: 'html' as const,
    redirectOf: () => undefined,
    isFile: site.isFile,
    isDir: site.isDir,
  };

  it.each([
    ['/manual/', '', { kind: 'file', file: '/manual/index.html', ...NO_CACHE }],
    ['/manual', '', { kind: 'redirect', location: '/manual/' }],
    ['/manual/index.html', '', { kind: 'redirect', location: '/manual/' }],
    ['/manual/guia', '', { kind: 'file', file: '/manual/guia.html', ...NO_CACHE }],
    ['/manual/guia/instalacao', '?a=b', { kind: 'file', file: '/manual/guia/instalacao.html', ...NO_CACHE }],
    ['/manual/guia/instalacao/', '?a=b', { kind: 'redirect', location: '/manual/guia/instalacao?a=b' }],
    ['/manual/guia/instalacao.html', '', { kind: 'redirect', location: '/manual/guia/instalacao' }],
    ['/manual/guia/instalacao/index.html', '', { kind: 'redirect', location: '/manual/guia/instalacao/' }],
    ['/manual/guia/', '', { kind: 'redirect', location: '/manual/guia' }],
    // A file of the site's own named .html is a page of its address too; other files stay as they are.
    ['/manual/legado.html', '', { kind: 'redirect', location: '/manual/legado' }],
    ['/manual/legado', '', { kind: 'file', file: '/manual/legado.html', ...NO_CACHE }],
    ['/manual/img/logo.png', '', { kind: 'file', file: '/manual/img/logo.png', ...NO_CACHE }],
    ['/manual/img', '', { kind: 'redirect', location: '/manual/img/' }],
    ['/manual/nao-existe', '', { kind: 'not-found' }],
    ['/manual/404.html', '', { kind: 'not-found' }],
  ] as const)('%s%s', (path, query, expected) => {
    expect(route(table, path, query)).toEqual(expected);
  });
});
