import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// Docusaurus's BlogListPage (3.0 to 3.10) draws the posts under no heading and links no archive: the blog's title
// is in <title> only. A tag's page keeps its heading (BlogTagsPostsPage).
const root = `${fixtures}docusaurus-blog-list-heading`;
const main = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  return /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
};

describe("a Docusaurus blog's list pages", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('have no heading and no archive link, the first page and the next', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const file of ['blog/index.html', 'blog/page/2/index.html']) {
      expect(main(result, file)).toContain('<article');
      expect(main(result, file)).not.toContain('<h1');
      expect(main(result, file)).not.toContain('/blog/archive/');
    }
  });

  it("keep a tag's page heading", () => {
    expect(main(result, 'blog/tags/notes/index.html')).toContain('<h1>One post tagged with &quot;notes&quot;</h1>');
  });
});
