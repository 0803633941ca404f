import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// A blog author's title under their name, as theme-classic's Blog/Components/Author draws it (AuthorTitle):
// from authors.yml or from the front matter, on the post's page and on the list pages.
const root = `${fixtures}docusaurus-blog-author-titles`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const authorsOf = (html: string) =>
  [...html.matchAll(/<span class="blog-post-authors">(.*?)<\/span><\/p>/g)].map(([, names]) =>
    (names ?? '').replace(/<[^>]+>/g, ''),
  );

describe("a Docusaurus blog's author titles", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it("shows each author's title after their name on the post's page", () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(authorsOf(page(result, 'blog/2026/01/02/first/index.html'))).toEqual(['By Ana (Maintainer), Bo']);
    expect(authorsOf(page(result, 'blog/2026/01/03/guest/index.html'))).toEqual(['By Cy (Guest writer)']);
  });

  it('shows them on the list pages too', () => {
    expect(authorsOf(page(result, 'blog/index.html'))).toEqual(['By Cy (Guest writer)', 'By Ana (Maintainer), Bo']);
  });
});
