import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import type { SidebarItem } from '../../src/core/model.js';

// Rules of Docusaurus's content plugins that its own fixture sites exercise (bench/docusaurus/fixture-sites.ts),
// each on a small site of this test's own.
const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Slate', url: 'https://slate.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: {} }]],
};`,
  'sidebars.js': `module.exports = { main: [
  { type: 'doc', id: 'labelled', label: 'From the sidebar' },
  { type: 'doc', id: 'plain', label: 'Written in the sidebar' },
  'guide/setup', 'guide/escape', 'tagged',
] };`,
  'docs/labelled.md': '---\nsidebar_label: From the doc\n---\n\nText.\n',
  'docs/plain.md': '# Plain\n\nText.\n',
  'docs/guide/setup.md': '---\nslug: ./steps/../install\n---\n\nText.\n',
  'docs/guide/escape.md': '---\nslug: ../../../top\n---\n\nText.\n',
  'docs/tagged.md': '---\ntags:\n  - plain tag\n  - label: Chosen one\n    permalink: /chosen-path\n---\n\nText.\n',
  'blog/2024-05-01-news.md': '---\ntitle: News\nslug: /news/./old/../fresh\n---\n\nText.\n',
};

async function writeSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'docusaurus-fixture-rules-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

const errorsOf = (result: BuildResult) => result.diagnostics.filter((d) => d.severity === 'error');
const routeOf = (result: BuildResult, id: string) => result.site.docsById.get(id)?.route;
const labels = (items: readonly SidebarItem[]): string[] =>
  items.flatMap((item) => (item.type === 'category' ? labels(item.items) : [item.label]));

describe("Docusaurus's fixture sites' rules", () => {
  let built: Promise<BuildResult> | undefined;
  const site = () => (built ??= writeSite().then((root) => build({ root, write: false })));

  it('resolves "." and ".." in a relative slug from the doc\'s folder, never above the docs\' root', async () => {
    const result = await site();
    expect(errorsOf(result)).toEqual([]);
    expect(routeOf(result, 'guide/setup')).toBe('/docs/guide/install/');
    expect(routeOf(result, 'guide/escape')).toBe('/docs/top/');
    expect(result.site.blogs[0]?.posts.map((post) => post.route)).toEqual(['/blog/news/fresh/']);
  });

  it('reads a tag written as { label, permalink }: its page is at the permalink under tags/', async () => {
    const result = await site();
    expect(result.site.tags.map((tag) => [tag.label, tag.route])).toEqual([
      ['plain tag', '/docs/tags/plain-tag/'],
      ['Chosen one', '/docs/tags/chosen-path/'],
    ]);
    expect(result.files.some((file) => file.path === 'docs/tags/chosen-path/index.html')).toBe(true);
  });

  it("labels a doc in the sidebar by its own sidebar_label before the sidebars file's label", async () => {
    const result = await site();
    const [sidebar] = result.site.sidebars;
    expect(labels(sidebar?.items ?? []).slice(0, 2)).toEqual(['From the doc', 'Written in the sidebar']);
  });
});
