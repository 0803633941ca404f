// A link without a .md extension is a URL to Docusaurus, read against the page's path by its broken-link check
// (core server/brokenLinks.js getBrokenLinksForPage, parseURLPath(link, pagePath)): `..` from /docs/sub/deep/b is
// /docs/sub/, the route of sub/index.md, whose headings its anchor is checked against.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

describe("a relative link to a folder's index doc", () => {
  it('leads to its route, written as Docusaurus writes it', async () => {
    const result = await build({ root: `${fixtures}docusaurus-folder-links`, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = String(result.files.find((file) => file.path === 'docs/sub/deep/b/index.html')?.contents);
    expect(html).toContain('<a href="/docs/sub/#h">the section</a>');
    expect(html).toContain('<a href="/docs/">the start</a>');
    expect(html).toContain('<a href="/docs/sub/">this folder</a>');
  });

  it('has its anchor checked against that doc', async () => {
    const root = await copyFixture('docusaurus-folder-links');
    await edit(root, 'docs/sub/deep/b.md', '(..#h)', '(..#nowhere)');
    const result = await build({ root, write: false });
    expect(result.diagnostics.map(({ file, line, column, ruleId }) => ({ file, line, column, ruleId }))).toEqual([
      { file: 'docs/sub/deep/b.md', line: 3, column: 5, ruleId: 'broken-anchor' },
    ]);
  });
});
