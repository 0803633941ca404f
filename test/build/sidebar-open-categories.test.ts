// Categories Docusaurus shows open: `collapsed: false`, and `collapsible: false`, which it forces open
// (postProcessSidebarItem), on every page, a large sidebar's (loaded on demand) included.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { LAZY_SIDEBAR_LINKS } from '../../src/render/sidebar-data.js';

async function siteWith(manyDocs: number): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-open-'));
  const many = Array.from({ length: manyDocs }, (_, i) => `many/d${i}`);
  const docs = ['open/a', 'fixed/b', ...many];
  await writeFile(
    path.join(root, 'docusaurus.config.js'),
    "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', " +
      "presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };\n",
  );
  const sidebar = [
    { type: 'category', label: 'Open', collapsed: false, items: ['open/a'] },
    { type: 'category', label: 'Fixed', collapsible: false, items: ['fixed/b'] },
    { type: 'category', label: 'Many', items: many },
  ];
  await writeFile(path.join(root, 'sidebars.js'), `module.exports = ${JSON.stringify({ docs: sidebar })};\n`);
  for (const id of docs) {
    await mkdir(path.join(root, 'docs', path.dirname(id)), { recursive: true });
    await writeFile(path.join(root, 'docs', `${id}.md`), `# ${id}\n\nText.\n`);
  }
  return root;
}

const openCategories = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  // An open <details>, or a category that cannot collapse: drawn open with no <details> at all.
  const open = /<details open=""[^>]*><summary[^>]*><span class="sidebar-label">([^<]+)/;
  const fixed = /<li class="sidebar-item sidebar-category sidebar-category-fixed"><span class="sidebar-label">([^<]+)/;
  return [...sidebar.matchAll(new RegExp(`${open.source}|${fixed.source}`, 'g'))].map(([, a, b]) => a ?? b);
};

describe('open sidebar categories', () => {
  it('opens collapsed: false and collapsible: false categories on every page of a small sidebar', async () => {
    const result = await build({ root: await siteWith(3), write: false });
    expect(openCategories(result, 'docs/many/d0/index.html')).toEqual(['Open', 'Fixed', 'Many']);
    expect(openCategories(result, 'docs/open/a/index.html')).toEqual(['Open', 'Fixed']);
  });

  it('opens them on every page of a large sidebar too, with their links', async () => {
    const result = await build({ root: await siteWith(LAZY_SIDEBAR_LINKS + 5), write: false });
    const page = String(result.files.find((made) => made.path === 'docs/many/d0/index.html')?.contents ?? '');
    expect(page).toContain('data-sidebar=');
    expect(openCategories(result, 'docs/many/d0/index.html')).toEqual(['Open', 'Fixed', 'Many']);
    expect(page).toContain('<a class="sidebar-link" href="/docs/open/a/">');
  });
});
