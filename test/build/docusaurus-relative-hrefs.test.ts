// A relative `<a href>` written as HTML (a `.md` doc read as CommonMark) or as JSX (an `.mdx` doc) is read from the
// page's URL as Docusaurus has it (`/docs/a/intro`, no slash with trailingSlash unset), where helpdocs's own URL ends
// in `/`: written from the base, and checked as Docusaurus's Link checks it; a file's address is written from the
// base too, unchecked.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

const anchors = (html: string) => [...html.matchAll(/<a href="([^"]*)">/g)].map(([, href]) => href);

describe("relative <a href> in a Docusaurus site's docs", () => {
  it("is read from the page's Docusaurus URL, written from the base and checked", async () => {
    const failed = await build({ root: `${fixtures}docusaurus-relative-hrefs`, write: false });
    const errors = failed.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    expect(errors).toEqual([expect.stringMatching(/^docs\/a\/other\.mdx:5:1 error Link to missing points nowhere/)]);
    const root = await copyFixture('docusaurus-relative-hrefs');
    await edit(root, 'docs/a/other.mdx', '<a href="missing">Nowhere</a>', '');
    const result = await build({ root, write: false });
    const page = (file: string) => String(result.files.find((found) => found.path === file)?.contents);
    expect(anchors(page('docs/a/intro/index.html'))).toEqual(
      expect.arrayContaining(['/docs/a/sub/', '/docs/a/guide.pdf', '#end']),
    );
    expect(anchors(page('docs/a/other/index.html'))).toEqual(
      expect.arrayContaining(['/docs/a/sub/#part', '/docs/a/sub/?tab=1']),
    );
    await rm(path.join(root, 'docs/a/sub.md'));
    const gone = await build({ root, write: false });
    expect(gone.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}`)).toEqual([
      'docs/a/intro.md:3',
      'docs/a/other.mdx:3',
      'docs/a/other.mdx:3',
    ]);
  });
});
