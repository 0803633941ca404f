// A link to a `.md` file is read as Docusaurus reads it: from the docs' root and from the site's
// folder first (unless it starts with ./ or ../), then from the linking doc's folder (unless it
// starts with /). Redux's docs link `api/Store.md` from `understanding/thinking-in-redux/`.
import { describe, expect, it } from 'vitest';
import { resolveUrl } from '../../src/parse/markdown/remark-doc-links.js';

const routes = new Map([
  ['api/store.md', '/docs/api/store/'],
  ['guides/setup.md', '/docs/guides/setup/'],
  ['guides/api/store.md', '/docs/guides/api/store/'],
  ['guides/deep/page.md', '/docs/guides/deep/page/'],
]);
const context = (contentPath: string) => ({
  contentPath,
  base: '/docs/',
  routeOf: (path: string) => routes.get(path),
});
const folders = { root: '/site', content: '/site/docs', statics: ['/site/static'] };
const at = { line: 3, column: 5 };
const link = (written: string, from: string) => resolveUrl(written, at, context(from), 'link', folders);

describe('links to .md files, in Docusaurus order', () => {
  it('reads a bare path from the docs root before the linking doc’s folder', () => {
    // Not under guides/deep/: from the root.
    expect(link('api/store.md#getstate', 'guides/deep/page.md')).toEqual({
      url: '/docs/api/store/#getstate',
      ref: { written: 'api/store.md#getstate', kind: 'doc', target: 'api/store.md', position: at, anchor: 'getstate' },
    });
    // Both exist: the root's wins, as in Docusaurus.
    expect(link('api/store.md', 'guides/setup.md').url).toBe('/docs/api/store/');
    // Only beside the doc: from its folder.
    expect(link('deep/page.md', 'guides/setup.md').url).toBe('/docs/guides/deep/page/');
  });

  it('reads ./ and ../ from the linking doc’s folder only', () => {
    expect(link('./api/store.md', 'guides/setup.md').url).toBe('/docs/guides/api/store/');
    expect(link('../api/store.md', 'guides/deep/page.md').url).toBe('/docs/guides/api/store/');
    const missing = link('./setup.md', 'guides/deep/page.md');
    expect(missing.ref).toMatchObject({ kind: 'doc', target: 'guides/deep/setup.md' });
  });

  it('reads a path from / from the docs root, then from the site folder', () => {
    expect(link('/guides/setup.md', 'api/store.md').url).toBe('/docs/guides/setup/');
    expect(link('/docs/guides/setup.md#step', 'api/store.md').url).toBe('/docs/guides/setup/#step');
    // Neither: a path in the site, checked as before (and reported if nothing is there).
    expect(link('/nowhere.md', 'api/store.md').ref).toMatchObject({ kind: 'site', target: 'nowhere.md' });
  });

  it('reports a bare path that is no doc from the linking doc’s folder, as before', () => {
    expect(link('nowhere.md', 'guides/setup.md').ref).toMatchObject({ kind: 'doc', target: 'guides/nowhere.md' });
  });
});
