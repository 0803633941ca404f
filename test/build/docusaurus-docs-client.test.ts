// A site's component may read its doc, sidebar and doc set from @docusaurus/plugin-content-docs/client (useDoc,
// useDocsSidebar, useDocsVersion, useCurrentSidebarCategory, findSidebarCategory), in Docusaurus's shapes: sidebar
// items with their customProps, docs with their descriptions, the doc's own front matter keys. A hook that reads
// every version's global data fails at the doc that draws it, saying so.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, fixtures } from '../helpers/sites.js';

describe("@docusaurus/plugin-content-docs/client in a doc's components", () => {
  it('gives the doc, its sidebar and its doc set, and names the hooks it cannot answer', async () => {
    const result = await build({ root: `${fixtures}docusaurus-docs-client`, write: false });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    expect(errors).toEqual([
      "docs/versions.mdx:1:1 error useVersions() of @docusaurus/plugin-content-docs/client reads every version's " +
        'data, which helpdocs does not give mdx-render',
    ]);
    // Without the doc that fails, the site builds.
    const root = await copyFixture('docusaurus-docs-client');
    await rm(path.join(root, 'docs/versions.mdx'));
    const built = await build({ root, write: false });
    const html = String(built.files.find((file) => file.path === 'docs/labs/index.html')?.contents);
    expect(html).toContain(
      '<p>Sidebar guide, category Labs (hands-on), doc labs/index at /docs/labs/: Pick one.</p>' +
        '<ul><li><a href="/docs/labs/first/">First lab</a>: Counting rows in ten minutes. (beginner)</li>' +
        '<li><a href="/docs/labs/second/">Second lab</a>: Joining two tables by their keys. (advanced)</li></ul>',
    );
  });
});
