// What the build writes for search, on the small fixture site.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { decodeTerms, fragmentUrl, shardUrl, type PageFragment, type SearchManifest } from '../../src/search/format.js';
import { FOLDED_STEMMER } from '../../src/search/portuguese.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';
import { engineFromBuild } from './engine-from-build.js';

let result: BuildResult;
const text = (path: string) => {
  const file = result.files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path} in the build output`);
  return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
};
const manifestOf = () => JSON.parse(text('manual/search-manifest.json')) as SearchManifest;

beforeAll(async () => {
  result = await build({ root: `${fixtures}site-mini`, write: false });
});

describe('search output', () => {
  it('names every shard and page fragment by a hash of its contents, through a manifest at a fixed address', () => {
    const manifest = manifestOf();
    expect(manifest.shards.length).toBeGreaterThan(0);
    for (let shard = 0; shard < manifest.shards.length; shard++) {
      const url = shardUrl(manifest, shard);
      const match = /^\/manual\/assets\/search\/shard-\d+\.([0-9a-f]{8})\.json$/.exec(url);
      expect(match, url).not.toBeNull();
      expect(
        createHash('sha256')
          .update(text(url.slice(1)))
          .digest('hex')
          .slice(0, 8),
      ).toBe(match![1]);
    }
    manifest.fragmentHashes.forEach((hash, page) => {
      const url = fragmentUrl(manifest, page);
      expect(url).toMatch(/^\/manual\/assets\/search\/page-\d+\.[0-9a-f]{6}\.json$/);
      expect(
        createHash('sha256')
          .update(text(url.slice(1)))
          .digest('hex')
          .slice(0, 6),
      ).toBe(hash);
    });
    const searchFiles = result.files.filter((f) => f.path.startsWith('manual/assets/search/'));
    expect(searchFiles).toHaveLength(manifest.shards.length + manifest.fragmentHashes.length);
  });

  it('records the search pipeline by name, accent folding included, and a sorted term dictionary', () => {
    const manifest = manifestOf();
    expect(manifest.pipeline).toEqual(['trimmer-pt', FOLDED_STEMMER]);
    const terms = decodeTerms(manifest.terms);
    expect(terms).toEqual([...terms].sort());
    expect(terms).toContain('instal');
  });

  it('leaves the unlisted page out of the shards and the fragments', async () => {
    const manifest = manifestOf();
    const routes = manifest.fragmentHashes.map(
      (_, page) => (JSON.parse(text(fragmentUrl(manifest, page).slice(1))) as PageFragment).route,
    );
    expect(routes).not.toContain('/manual/oculta/');
    const { engine } = await engineFromBuild(result);
    expect((await engine.search('link direto ')).hits).toEqual([]);
    expect((await engine.search('instalacao ')).hits[0]?.url).toBe('/manual/guia/instalacao/');
  });

  it('puts a plain GET form to /manual/busca/ in every page’s navbar', () => {
    for (const path of [
      'manual/index.html',
      'manual/guia/instalacao/index.html',
      'manual/404.html',
      'manual/busca/index.html',
    ]) {
      const navbar = /<div class="navbar-tools">[\s\S]*?<\/form>/.exec(text(path))?.[0] ?? '';
      const form = /<form [^>]*>/.exec(navbar)?.[0] ?? '';
      expect(form, path).toContain('role="search"');
      expect(form, path).toContain('action="/manual/busca/"');
      expect(form, path).toContain('method="get"');
      // A combobox is a text input inside the search landmark (role=combobox is invalid on type=search).
      const input = /<input [^>]*name="q"[^>]*>/.exec(navbar)?.[0] ?? '';
      expect(input, path).toContain('type="text"');
      expect(input, path).toContain('role="combobox"');
      expect(navbar, path).toContain('data-hotkeys="/ ctrl+k meta+k"');
    }
  });

  it('keeps lunr out of the scripts a page loads up front: it comes in a chunk of its own', () => {
    const start = /<script type="module" data-start="([^"]+)"/.exec(text('manual/index.html'))?.[1] ?? '';
    const scripts = start.split(' ').map((url) => url.slice(1));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(text(script), script).not.toContain('stemmerSupport');
    const withLunr = result.files.filter((f) => f.path.endsWith('.js') && text(f.path).includes('stemmerSupport'));
    // lunr-languages' stemmer support and each language: chunks of their own, loaded with the engine.
    expect(withLunr.length).toBeGreaterThan(1);
    for (const file of withLunr) expect(file.path).toMatch(/^manual\/assets\/(engine|lunr\.[\w.]+)\.[\w-]+\.js$/);
  });

  it('writes the search page: not indexed, first query started from the head, explained without JavaScript', () => {
    const html = text('manual/busca/index.html');
    expect(html).toContain('<title>Buscar | Central de Teste</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // Hydrated once the page's own script has shown the first results (it marks its container busy meanwhile).
    expect(html).toMatch(/data-island="search-page"[^>]*data-eager="\.search-early\[data-busy\]"/);
    expect(html).toContain('<div class="search-early"></div>');
    // That script, the engine it imports and the manifest all start downloading from the head.
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    // Async and asked for first: it runs before the browser's first layout, not after it.
    expect(head).toMatch(/<script type="module" async="" src="\/manual\/assets\/search-page\.[\w-]+\.js"><\/script>/);
    const firstPreload = Math.min(
      ...['<link rel="modulepreload"', '<link rel="preload"'].map((tag) => head.indexOf(tag)),
    );
    expect(head.indexOf('<link rel="modulepreload" href="/manual/assets/search-page.')).toBe(firstPreload);
    expect(head).toMatch(/<link rel="modulepreload" href="\/manual\/assets\/engine\.[\w-]+\.js"\/>/);
    expect(head).toContain(
      '<link rel="preload" href="/manual/search-manifest.json" as="fetch" crossorigin="anonymous"/>',
    );
    // The site's language (pt): its stemmer and the stemmer support, and no other language's chunk.
    expect(head).toMatch(/<link rel="modulepreload" href="\/manual\/assets\/lunr\.pt\.[\w-]+\.js"\/>/);
    expect(head).toMatch(/<link rel="modulepreload" href="\/manual\/assets\/lunr\.stemmer\.support\.[\w-]+\.js"\/>/);
    expect(head).not.toMatch(/lunr\.(es|en|fr)\.|english\./);
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain(
      'A busca precisa de JavaScript. Ative o JavaScript no navegador ou comece por uma destas páginas:',
    );
    // The sidebar's top-level entry (a category with its own page) leads to that page.
    expect(noscript).toContain('<a href="/manual/guia/">Guia</a>');
  });

  it('accepts links to the search page', async () => {
    const root = await copyFixture('site-mini');
    await edit(root, 'content/index.md', 'Bem-vindo.', 'Bem-vindo. Use a [busca](/busca/).');
    const linked = await build({ root, write: false });
    expect(linked.diagnostics).toEqual([]);
  });
});
