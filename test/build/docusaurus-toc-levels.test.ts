// themeConfig.tableOfContents sets the levels of every doc's table of contents, as Docusaurus's TOC reads
// them; a doc's toc_min/max_heading_level front matter wins.
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fixtures } from '../helpers/sites.js';

const tocLinks = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  const toc = /<aside class="doc-toc"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  return [...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
};

describe("a Docusaurus site's table of contents levels", () => {
  it('lists the levels themeConfig names, or the ones a doc names', async () => {
    const result = await build({ root: `${fixtures}docusaurus-toc-levels`, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(tocLinks(result, 'deep/index.html')).toEqual(['install', 'from-source']);
    expect(tocLinks(result, 'own/index.html')).toEqual(['setup']);
  });
});
