import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// A navbar item `type: 'docsVersion'` is a link to the page's docs version (theme-classic
// DocsVersionNavbarItem, useDocsVersionCandidates: the page's version, else the last one), labelled
// `label ?? version.label`, to `to ?? the version's main doc` (plugin-content-docs getMainDocId).
const root = `${fixtures}docusaurus-docs-version-item`;
/** The navbar's links as [href, text], from the first list of the page. */
const navbarLinks = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  const list = /<ul class="navbar-links">[\s\S]*?<\/ul><\/details><\/li><\/ul>/.exec(html)?.[0] ?? '';
  return [...list.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]);
};

describe("a Docusaurus navbar's docsVersion item", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('is a link to the main doc of the page’s version, under the version’s label, with no diagnostic', () => {
    expect(result.diagnostics).toEqual([]);
    // Next has a doc at its root (slug /); 1.0 has none, so its first sidebar doc.
    expect(navbarLinks(result, 'docs/next/setup/index.html')).toEqual([
      ['/docs/next/', 'Next'],
      ['/docs/next/setup/', 'Next'],
    ]);
    expect(navbarLinks(result, 'docs/about/index.html')).toEqual([
      ['/docs/setup/', '1.0'],
      ['/docs/next/setup/', '1.0'],
    ]);
  });

  it('names the last version on a page outside the docs', () => {
    expect(navbarLinks(result, 'index.html')).toEqual([
      ['/docs/setup/', '1.0'],
      ['/docs/next/setup/', '1.0'],
    ]);
  });
});
