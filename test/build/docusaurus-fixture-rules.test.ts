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
  'docs/intro.md': "# Intro\n\nThe docs folder's text.\n",
  'i18n/en/docusaurus-plugin-content-docs/current/intro.md': '# Intro, from the English folder\n\nText.\n',
  'i18n/en/docusaurus-plugin-content-blog/2024-05-01-news.md':
    '---\ntitle: News, from the English folder\nslug: /news/./old/../fresh\n---\n\nText.\n',
};

const blogAlone: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Ledger', url: 'https://ledger.example', baseUrl: '/',
  presets: [['classic', { docs: false, blog: { routeBasePath: '/news/' } }]],
};`,
  'blog/2024-05-01-opening.md': '---\ntitle: Opening\n---\n\nText.\n',
  'blog/later.md': '---\ntitle: Later\ndate: 2024-06-01\n---\n\nText.\n',
};

async function writeSite(site: Record<string, string> = files): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'docusaurus-fixture-rules-'));
  for (const [file, text] of Object.entries(site)) {
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

describe("the default locale's i18n folder", () => {
  it("gives the text of a doc and of a post that it has, in place of the docs and blog folders' own", async () => {
    const result = await build({ root: await writeSite(), write: false });
    expect(errorsOf(result)).toEqual([]);
    const intro = result.site.docsById.get('intro');
    expect([intro?.title, intro?.source.path]).toEqual([
      'Intro, from the English folder',
      'i18n/en/docusaurus-plugin-content-docs/current/intro.md',
    ]);
    expect(intro?.route).toBe('/docs/intro/');
    expect(result.site.blogs[0]?.posts.map((post) => post.title)).toEqual(['News, from the English folder']);
  });
});

describe('a Docusaurus site with docs: false and a blog', () => {
  it('builds the blog alone, without errors or a warning about the sidebar it has no docs for', async () => {
    const result = await build({ root: await writeSite(blogAlone), write: false });
    expect(result.diagnostics.map((d) => d.ruleId)).not.toContain('sidebar-autogenerated-empty');
    expect(errorsOf(result)).toEqual([]);
    expect(result.site.blogs[0]?.posts.map((post) => post.route)).toEqual([
      '/news/later/',
      '/news/2024/05/01/opening/',
    ]);
    expect(result.files.some((file) => file.path === 'news/later/index.html')).toBe(true);
  });
});
