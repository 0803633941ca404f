import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// A Markdown page's title as Docusaurus gives it (plugin-content-pages: frontMatter.title ?? contentTitle, the
// `# heading` only when it opens the file): without one, the <title> is the site's alone. A doc keeps its file name.
const root = `${fixtures}docusaurus-md-pages`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1sOf = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map(([, text]) => text);

describe("a Docusaurus site's Markdown pages", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('titles a page by the `# heading` that opens it, else by the site alone', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(titleOf(page(result, 'about/index.html'))).toBe('About Quill | Quill');
    expect(titleOf(page(result, 'policy/index.html'))).toBe('Quill');
    expect(titleOf(page(result, 'plain/index.html'))).toBe('Quill');
  });

  it('shows the heading a page has, and no empty one when it has none', () => {
    expect(h1sOf(page(result, 'policy/index.html'))).toEqual(['Versioning policy']);
    expect(h1sOf(page(result, 'plain/index.html'))).toEqual([]);
  });

  it("keeps a doc's file name as its title", () => {
    expect(titleOf(page(result, 'docs/late/index.html'))).toBe('late | Quill');
  });
});
