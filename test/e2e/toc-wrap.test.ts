// A table of contents entry with a long name and no space (an API call, as code or as text) wraps inside its column on
// a wide screen, as Docusaurus's does, rather than running over the page's edge.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

function siteWithLongHeadings(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'helpdocs-toc-wrap-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('helpdocs.config.ts', "export default { title: 'Window API', url: 'https://docs.example.com' };\n");
  const call = 'window.setBorderlessWithoutAnyShadowOrResizeHandles(borderless)';
  const sections = [`\`${call}\``, call, 'window.getSize()'].map((name) => `## ${name}\n\nWhat it does.\n`).join('\n');
  write('content/index.md', `---\ntitle: Window\n---\n\nThe window's calls.\n\n${sections}`);
  return root;
}

const site = useSite(siteWithLongHeadings());

describe('a table of contents entry with a long unbroken name', () => {
  it('wraps inside the table of contents at 1280 px', async () => {
    const { page, context } = await site.open('/', { width: 1280 });
    const toc = page.locator('.doc-toc');
    await toc.waitFor();
    const fits = await page.locator('.doc-toc .toc-link').evaluateAll((links) =>
      links.map((link) => {
        // Where the text itself ends, which overflows the link's box when it does not wrap.
        const text = document.createRange();
        text.selectNodeContents(link);
        const column = link.closest('.doc-toc')?.getBoundingClientRect();
        return column !== undefined && text.getBoundingClientRect().right <= column.right + 0.5;
      }),
    );
    await context.close();
    expect(fits).toEqual([true, true, true]);
  });
});
