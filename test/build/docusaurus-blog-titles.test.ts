import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

// The blog's page titles as theme-classic gives them: every list page the blog's (BlogListPageMetadata),
// "Archive" and "Authors" alone, an author's '{authorName} - {nPosts}' and a tag's '{nPosts} tagged with
// "{tagName}"' (theme-common blogTranslations), in the plural form of the site's locale.
const root = `${fixtures}docusaurus-blog-titles`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const titleOf = (result: BuildResult, file: string) =>
  /<title>([^<]*)<\/title>/.exec(page(result, file))?.[1]?.replaceAll('&quot;', '"');
const h1Of = (result: BuildResult, file: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page(result, file))?.[1];

describe("a Docusaurus blog's page titles", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('titles every list page by the blog, the archive and the authors page by their names alone', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(titleOf(result, 'blog/index.html')).toBe('Blog | Kite');
    expect(titleOf(result, 'blog/page/2/index.html')).toBe('Blog | Kite');
    expect(h1Of(result, 'blog/page/2/index.html')).toBeUndefined();
    expect(titleOf(result, 'blog/archive/index.html')).toBe('Archive | Kite');
    expect(titleOf(result, 'blog/authors/index.html')).toBe('Authors | Kite');
  });

  it("titles an author's and a tag's pages with their number of posts", () => {
    expect(titleOf(result, 'blog/authors/ana/index.html')).toBe('Ana - 2 posts | Kite');
    expect(h1Of(result, 'blog/authors/ana/index.html')).toBe('Ana');
    expect(titleOf(result, 'blog/tags/release/index.html')).toBe('2 posts tagged with "release" | Kite');
    expect(titleOf(result, 'blog/tags/notes/index.html')).toBe('One post tagged with "notes" | Kite');
  });

  it("takes the locale's strings and plural forms from Docusaurus's translations", async () => {
    const copy = await copyFixture('docusaurus-blog-titles');
    await edit(
      copy,
      'docusaurus.config.js',
      "baseUrl: '/',",
      "baseUrl: '/', i18n: { defaultLocale: 'ru', locales: ['ru'] },",
    );
    const ru = await build({ root: copy, write: false });
    expect(titleOf(ru, 'blog/archive/index.html')).toBe('Архив | Kite');
    expect(titleOf(ru, 'blog/authors/ana/index.html')).toBe('Ana - 2 записи | Kite');
    expect(titleOf(ru, 'blog/tags/notes/index.html')).toBe('1 запись с тегом "notes" | Kite');
  }, 60_000);
});
