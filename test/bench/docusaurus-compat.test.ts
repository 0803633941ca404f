import { describe, expect, it } from 'vitest';
import { docRoutes, withoutLocale } from '../../bench/docusaurus/doc-routes.js';
import { deadLinksOf, internalTarget, pageUrlPath, served } from '../../bench/docusaurus/links.js';
import { mainWords, pageWords, wordDiff } from '../../bench/docusaurus/main-text.js';
import { routeOfFile } from '../../bench/docusaurus/routes.js';
import { isRedirectPage } from '../../bench/docusaurus/site-report.js';
import { type Site, selectSites } from '../../bench/docusaurus/sites.js';

describe('routes', () => {
  it('maps files to routes as compare-routes.ts does', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('docs/intro/index.html')).toBe('/docs/intro');
    expect(routeOfFile('docs/intro.html')).toBe('/docs/intro');
    expect(routeOfFile('404.html')).toBeUndefined();
    expect(routeOfFile('fr/404.html')).toBeUndefined();
    expect(routeOfFile('img/a.png')).toBeUndefined();
  });

  it('counts doc routes under every docs base, version and locale', () => {
    const routes = ['/', '/blog/x', '/docs', '/docs/a', '/docs/next/a', '/fr/docs/a', '/community/b', '/docsx', '/fr'];
    expect(docRoutes(routes, { docsBases: ['/docs', '/community'], locales: ['fr'] })).toEqual([
      '/docs',
      '/docs/a',
      '/docs/next/a',
      '/fr/docs/a',
      '/community/b',
    ]);
    expect(withoutLocale('/fr', ['fr'])).toBe('/');
    expect(
      docRoutes(['/', '/a', '/blog', '/fr/a'], { docsBases: ['/'], locales: ['fr'], docPaths: ['/', '/a'] }),
    ).toEqual(['/', '/a', '/fr/a']);
  });
});

describe('word diff', () => {
  it('reads the one article, without navigation, tables of contents, buttons and hash links', () => {
    const html =
      '<html><body><nav>Menu</nav><main><article><nav>Crumbs</nav><h1>Title<a class="hash-link">#x</a></h1>' +
      '<details class="toc-mobile"><summary>On this page</summary></details><p>One <b>two</b>two</p>' +
      '<div hidden>three</div><button>Copy</button><footer>Edit</footer></article></main></body></html>';
    expect(mainWords(html)).toEqual(['title', 'one', 'two', 'two', 'three']);
  });

  it("reads both pages' <main> when one of them is not one article (a generated index of card articles)", () => {
    const theirs = '<main><h1>Guides</h1><article><h2>Setup</h2></article><article><h2>Deploy</h2></article></main>';
    const ours = '<main><article><h1>Guides</h1><section><h2>Setup</h2><h2>Deploy</h2></section></article></main>';
    expect(pageWords(theirs, ours)).toEqual([
      ['guides', 'setup', 'deploy'],
      ['guides', 'setup', 'deploy'],
    ]);
    const one = '<main><p>Crumbs</p><article><p>Body</p></article></main>';
    expect(pageWords(one, one)).toEqual([['body'], ['body']]);
  });

  it('leaves redirect pages out', () => {
    expect(isRedirectPage('<meta http-equiv="refresh" content="0; url=/x">')).toBe(true);
    expect(isRedirectPage('<main><p>text</p></main>')).toBe(false);
  });

  it('compares word multisets', () => {
    expect(wordDiff(['a', 'b', 'b'], ['b', 'a', 'b']).ratio).toBe(0);
    const diff = wordDiff(['a', 'b', 'b', 'c'], ['a', 'b', 'd', 'd']);
    expect(diff.missing).toBe(2);
    expect(diff.extra).toBe(2);
    expect(diff.ratio).toBe(0.5);
    expect(wordDiff([], []).ratio).toBe(0);
  });
});

describe('links', () => {
  const files = new Set(['index.html', 'docs/a/index.html', 'docs/b.html', 'img/x.png']);
  const site = { baseUrl: '/', url: 'https://example.com' };

  it('resolves links against the page URL', () => {
    expect(pageUrlPath('docs/a/index.html', '/')).toBe('/docs/a/');
    expect(pageUrlPath('docs/b.html', '/base/')).toBe('/base/docs/b');
    expect(internalTarget('../b', '/docs/a/', site)).toBe('docs/b');
    expect(internalTarget('https://example.com/img/x.png', '/', site)).toBe('img/x.png');
    expect(internalTarget('https://other.org/x', '/', site)).toBeUndefined();
    expect(internalTarget('#top', '/', site)).toBeUndefined();
    expect(internalTarget('mailto:a@b', '/', site)).toBeUndefined();
    expect(internalTarget('/elsewhere', '/', { baseUrl: '/base/' })).toBeNull();
    expect(
      internalTarget('https://example.com/other/', '/base/', { baseUrl: '/base/', url: 'https://example.com' }),
    ).toBeUndefined();
  });

  it('finds a file for a route, a folder or a .html page', () => {
    expect(served('', files)).toBe(true);
    expect(served('docs/a/', files)).toBe(true);
    expect(served('docs/b', files)).toBe(true);
    expect(served('docs/c', files)).toBe(false);
  });

  it('lists the dead links of a page', () => {
    const html =
      '<a href="/docs/a">a</a><a href="/docs/c?x=1#y">c</a><img src="../img/x.png"><a href="https://x.org">x</a>';
    expect(deadLinksOf(html, 'docs/b.html', files, site)).toEqual([
      { page: 'docs/b.html', href: '/docs/c?x=1#y', reason: 'missing' },
    ]);
    // Docusaurus's page links there too, and its build has no such file either: the site's own mistake.
    const reference = { files: new Set(['docs/a.html']), targets: new Set(['docs/c']) };
    expect(deadLinksOf(html, 'docs/b.html', files, site, reference)).toEqual([
      { page: 'docs/b.html', href: '/docs/c?x=1#y', reason: 'dead-in-reference' },
    ]);
    // A link only helpdocs's page has, or one Docusaurus's build serves, is helpdocs's to fix.
    const notLinked = { files: new Set(['docs/a.html']), targets: new Set<string>() };
    expect(deadLinksOf(html, 'docs/b.html', files, site, notLinked)[0]?.reason).toBe('missing');
    // A page only helpdocs writes: judged by Docusaurus's files alone.
    const noPage = { files: new Set(['docs/a.html']), targets: undefined };
    expect(deadLinksOf(html, 'docs/b.html', files, site, noPage)[0]?.reason).toBe('dead-in-reference');
    const servedThere = { files: new Set(['docs/c.html']), targets: new Set(['docs/c']) };
    expect(deadLinksOf(html, 'docs/b.html', files, site, servedThere)[0]?.reason).toBe('missing');
  });
});

describe('site selection', () => {
  const site = (name: string, heldOut: boolean) => ({ name, heldOut }) as Site;
  const sites = [site('a', false), site('b', true), site('c', false)];
  it('takes the named sites, the held-out ones, the others, or all', () => {
    expect(selectSites(sites, { names: ['b'], heldOut: false, all: false }).map((s) => s.name)).toEqual(['b']);
    expect(selectSites(sites, { names: [], heldOut: false, all: false }).map((s) => s.name)).toEqual(['a', 'c']);
    expect(selectSites(sites, { names: [], heldOut: true, all: false }).map((s) => s.name)).toEqual(['b']);
    expect(selectSites(sites, { names: [], heldOut: false, all: true })).toHaveLength(3);
  });
});
