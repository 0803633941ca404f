// An MDX doc that inlines an SVG (`![…](./x.svg#inline)`) reads it with the HTML parser while it
// compiles: the parser is loaded before the doc is, even when no doc before it needed the parser.
// A file of its own, so nothing else in this process has loaded the parser first.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';

describe('an MDX doc that inlines an SVG, first of its build', () => {
  it('builds, the SVG in its page', { timeout: 120_000 }, async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-svg-mdx-'));
    await mkdir(path.join(root, 'content'));
    await writeFile(path.join(root, 'helpdocs.config.ts'), "export default { title: 'T', base: '/', locale: 'en' };\n");
    await writeFile(path.join(root, 'content/index.mdx'), '# A\n\n![A box](./box.svg#inline)\n');
    await writeFile(
      path.join(root, 'content/box.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
    );
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const page = String(result.files.find((file) => file.path === 'index.html')?.contents);
    expect(page).toContain('aria-label="A box"');
  });
});
