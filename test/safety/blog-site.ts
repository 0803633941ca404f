// A small Docusaurus site with a blog, written into a throwaway folder: one doc, the posts and files given.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BlogSiteOptions {
  /** Path under the site folder → text (`blog/2026-01-01-hi.md`, `blog/authors.yml`). */
  files: Record<string, string>;
  /** Options of the classic preset's blog, as JavaScript. */
  blog?: string;
  /** Options of the classic preset's docs, as JavaScript. */
  docs?: string;
  /** The config's `url`, as JavaScript. */
  url?: string;
  /** The config's `themeConfig`, as JavaScript. */
  themeConfig?: string;
}

export async function blogSite(options: BlogSiteOptions) {
  const { files, blog = '{}', docs = '{}', url = "'https://tiny.example'", themeConfig = '{}' } = options;
  const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-blog-'));
  const all: Record<string, string> = {
    'docusaurus.config.js':
      `module.exports = { title: 'Tiny', url: ${url}, baseUrl: '/', ` +
      `presets: [['classic', { docs: { sidebarPath: false, ...${docs} }, blog: ${blog} }]], ` +
      `themeConfig: ${themeConfig} };\n`,
    'docs/intro.md': '# Intro\n\nThe docs.\n',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}
