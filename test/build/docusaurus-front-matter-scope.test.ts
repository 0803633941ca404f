// Docusaurus's MDX loader exports `frontMatter` and `contentTitle` from every doc (mdx-loader loader.js, loadMDX's
// exportsCode), so a doc's body reads them, .md and .mdx alike; a YAML date is a Date there, as gray-matter reads it.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

describe("a doc's frontMatter and contentTitle", () => {
  it('are in scope in its body, and a doc that exports its own keeps it', async () => {
    const result = await build({ root: `${fixtures}docusaurus-front-matter-scope`, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = (route: string) => String(result.files.find((file) => file.path === route)?.contents);
    expect(html('docs/decision/index.html')).toContain('Status: Accepted, decided on 2024-05-01.');
    expect(html('docs/decision/index.html')).toContain('Tags: adr. Title: Use one queue.');
    expect(html('docs/plain/index.html')).toContain('No front matter: 0 keys, title undefined.');
    expect(html('docs/own/index.html')).toContain('Status: Own.');
  });
});
