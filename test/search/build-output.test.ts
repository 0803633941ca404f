// What the build writes for search, on the small fixture site.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import type { CompactIndex } from '../../src/search/index-codec.js';
import { FOLDED_STEMMER } from '../../src/search/portuguese.js';
import type { SearchManifest } from '../../src/search/routes.js';
import { createSearcher } from '../../src/search/searcher.js';
import type { SearchStore } from '../../src/search/store.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

let result: BuildResult;
const text = (path: string) => {
  const file = result.files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path} in the build output`);
  return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
};

beforeAll(async () => {
  result = await build({ root: `${fixtures}site-mini`, write: false });
});

describe('search output', () => {
  it('names the index and store by a hash of their contents, through a manifest at a fixed address', () => {
    const manifest = JSON.parse(text('manual/search-manifest.json')) as SearchManifest;
    for (const url of [manifest.index, manifest.store]) {
      const match = /^\/manual\/assets\/search-(index|store)\.([0-9a-f]{10})\.json$/.exec(url);
      expect(match, url).not.toBeNull();
      const contents = text(url.slice(1));
      expect(createHash('sha256').update(contents).digest('hex').slice(0, 10)).toBe(match![2]);
    }
  });

  it('records the search pipeline by name, accent folding included, for the browser to restore', () => {
    const manifest = JSON.parse(text('manual/search-manifest.json')) as SearchManifest;
    expect((JSON.parse(text(manifest.index.slice(1))) as CompactIndex).pipeline).toEqual(['trimmer-pt', FOLDED_STEMMER]);
  });

  it('leaves the unlisted page out of the index and the store', () => {
    const manifest = JSON.parse(text('manual/search-manifest.json')) as SearchManifest;
    const store = JSON.parse(text(manifest.store.slice(1))) as SearchStore;
    const searcher = createSearcher(JSON.parse(text(manifest.index.slice(1))) as CompactIndex, store);
    expect(store.pages.map((p) => p.route)).not.toContain('/manual/oculta/');
    expect(searcher.search('link direto ').hits).toEqual([]);
    expect(searcher.search('instalacao ').hits[0]?.url).toBe('/manual/guia/instalacao/');
  });

  it('puts a plain GET form to /manual/busca/ in every page’s navbar', () => {
    for (const path of ['manual/index.html', 'manual/guia/instalacao/index.html', 'manual/404.html', 'manual/busca/index.html']) {
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
    expect(withLunr.map((f) => f.path)).toEqual([expect.stringMatching(/^manual\/assets\/engine\.[^/]+\.js$/)]);
  });

  it('writes the search page: not indexed, hydrated at once, explaining itself without JavaScript', () => {
    const html = text('manual/busca/index.html');
    expect(html).toContain('<title>Buscar | Central de Teste</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/data-island="search-page"[^>]*data-eager=""/);
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('A busca precisa de JavaScript. Ative o JavaScript no navegador ou comece por uma destas páginas:');
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
