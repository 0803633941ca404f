// Links a site's remark plugin adds run past helpdocs's link rewriting: a relative URL among them is read from
// Docusaurus's page URL (no final slash), written from the base and checked, in the Markdown and MDX chains.
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

const links = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  return [...html.matchAll(/<a href="([^"]+)">(Neighbour|Top)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`);
};

describe("links a site's remark plugin adds", () => {
  it("are read from the page's URL as the browser reads them on Docusaurus's page", async () => {
    const result = await build({ root: `${fixtures}docusaurus-plugin-links`, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    for (const file of ['docs/guide/page/index.html', 'docs/guide/other/index.html'])
      expect(links(result, file), file).toEqual(['Neighbour /docs/guide/neighbour/', 'Top /docs/top/']);
  });

  it('are checked: one that leads nowhere is a broken link of the doc', async () => {
    const root = await copyFixture('docusaurus-plugin-links');
    await edit(root, 'docusaurus.config.js', "link('../top', 'Top')", "link('../top', 'Top'), link('./gone', 'Gone')");
    const result = await build({ root, write: false });
    const broken = result.diagnostics.filter((d) => d.ruleId === 'broken-link');
    expect(broken.map((d) => `${d.file} ${d.message}`)).toEqual([
      'docs/guide/other.mdx Link to ./gone points nowhere',
      'docs/guide/page.md Link to ./gone points nowhere',
    ]);
  });
});
