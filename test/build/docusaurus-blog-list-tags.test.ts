import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// Each post's tags on the blog's list pages, as theme-classic's BlogPostItem/Footer draws them in the list
// view too (TagsListInline, beside "Read more"); a post without tags shows none.
const root = `${fixtures}docusaurus-blog-list-tags`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const summaries = (html: string) =>
  [...html.matchAll(/<article class="blog-summary">([\s\S]*?)<\/article>/g)].map(([, summary]) => summary ?? '');
const tagsOf = (html: string) =>
  [...html.matchAll(/<p class="doc-tags">(.*?)<\/p>/g)].map(([, tags]) =>
    (tags ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe("a Docusaurus blog's list pages", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it("show each post's tags, leading to their pages, and none for a post without", () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [plain, cut] = summaries(page(result, 'blog/index.html'));
    expect(tagsOf(plain ?? '')).toEqual([]);
    expect(tagsOf(cut ?? '')).toEqual(['Tags: release Notes']);
    expect(cut).toContain('<a class="tag" href="/blog/tags/release/" rel="tag">release</a>');
  });

  it("show them on a tag's own list page too", () => {
    const [cut] = summaries(page(result, 'blog/tags/notes/index.html'));
    expect(tagsOf(cut ?? '')).toEqual(['Tags: release Notes']);
  });
});
