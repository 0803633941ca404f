// A card grid: Markdown's `::::cards` / `:::card{title}` and MDX's <CardGrid>/<Card> give the same
// static markup; a card outside a grid, or without a title, is an error at its line.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';

function siteWith(pages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'helpdocs-cards-'));
  mkdirSync(path.join(root, 'content'));
  writeFileSync(path.join(root, 'helpdocs.config.ts'), "export default { title: 'Cards' };\n");
  for (const [name, text] of Object.entries(pages)) writeFileSync(path.join(root, 'content', name), text);
  return root;
}

const grid = (html: string) =>
  /<div class="card-grid">[\s\S]*?<\/div>\s*<\/div>/.exec(html)?.[0].replace(/>\s+</g, '><');

describe('card grids', () => {
  it('render the same from Markdown and from MDX', async () => {
    const root = siteWith({
      'index.md': '---\ntitle: Home\n---\n\n::::cards\n\n:::card{title="Write"}\n\nA page per file.\n\n:::\n\n::::\n',
      'mdx.mdx':
        "---\ntitle: MDX\n---\n\nimport CardGrid from '@theme/CardGrid';\nimport Card from '@theme/Card';\n\n" +
        '<CardGrid>\n  <Card title="Write">\n\nA page per file.\n\n  </Card>\n</CardGrid>\n',
    });
    const result = await build({ root, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = (file: string) => String(result.files.find((f) => f.path === file)?.contents ?? '');
    const markdown = grid(html('index.html'));
    expect(markdown).toBe(
      '<div class="card-grid"><div class="card"><p class="card-title">Write</p><p>A page per file.</p></div></div>',
    );
    expect(grid(html('mdx/index.html'))).toBe(markdown);
  });

  it('report a card outside a grid and a card without a title', async () => {
    const root = siteWith({
      'index.md':
        '---\ntitle: Home\n---\n\n:::card{title="Alone"}\n\nText.\n\n:::\n\n::::cards\n\n:::card\n\nNo title.\n\n' +
        ':::\n\n::::\n',
    });
    const result = await build({ root, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^content\/index\.md:5:1 error A ":::card" must sit inside a "::::cards" container/),
      expect.stringMatching(/^content\/index\.md:13:1 error A card needs a title/),
    ]);
  });
});
