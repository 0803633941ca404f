// The pages and blog plugins' `exclude` globs (plugin-content-pages loadPagesContent, plugin-content-blog
// generateBlogPosts: Globby with `ignore: exclude`): the files they match are neither pages nor posts.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { writeSite } from '../helpers/sites.js';

const EXCLUDE = "['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/NOTES.md']";
const CONFIG = `module.exports = {
  title: 'Lumen',
  url: 'https://lumen.example',
  baseUrl: '/',
  presets: [['classic', { docs: {}, blog: { exclude: ${EXCLUDE} }, pages: { exclude: ${EXCLUDE} } }]],
};
`;

describe("the pages and blog plugins' exclude option", () => {
  it('leaves out the pages and posts its globs match, and only those', async () => {
    const root = await writeSite('pages-blog-exclude', {
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n\nStart here.\n',
      'src/pages/about.md': '# About\n\nWho we are.\n',
      'src/pages/NOTES.md': '# Notes\n\nFor the agents.\n',
      'blog/2026-01-05-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
      'blog/NOTES.md': '# Notes\n\nFor the agents.\n',
    });
    const result = await build({ root, write: false });
    const files = result.files.map((file) => file.path);
    expect(files).toContain('about/index.html');
    expect(files).toContain('blog/2026/01/05/hello/index.html');
    expect(files).not.toContain('NOTES/index.html');
    expect(files).not.toContain('blog/NOTES/index.html');
    const said = result.diagnostics.map((d) => d.message);
    expect(said.filter((message) => /not carried over: .*exclude/.test(message))).toEqual([]);
    expect(result.diagnostics.filter((d) => d.file?.endsWith('NOTES.md'))).toEqual([]);
  });
});
