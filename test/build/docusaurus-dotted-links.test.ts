// A link whose last segment has a dot is a file only when the file is there: otherwise it is a URL read from the
// page's URL, as Docusaurus's transformLinks leaves it, which may name a doc such as `tern.config.json.md`.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, fixtures } from '../helpers/sites.js';

describe('a link with a dot in its last segment', () => {
  it('leads to the doc of that name when no file has it, and to the file when one does', async () => {
    const result = await build({ root: `${fixtures}docusaurus-dotted-links`, write: false });
    const html = String(result.files.find((file) => file.path === 'docs/api/window/index.html')?.contents ?? '');
    expect(html).toContain('<a href="/docs/configuration/tern.config.json/#modeswindowborderless">the option</a>');
    expect(html).toMatch(/<a href="\/[^"]*sizes[^"]*\.csv">sizes<\/a>/);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it('is a broken link when neither a file nor a page has that name', async () => {
    const root = await copyFixture('docusaurus-dotted-links');
    await appendFile(path.join(root, 'docs/api/window.md'), '\nAlso [a typo](../configuration/tern.confg.json).\n');
    const result = await build({ root, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^docs\/api\/window\.md:7:6 error .*tern\.confg\.json.* broken-link$/),
    ]);
  });
});
