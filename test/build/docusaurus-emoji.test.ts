// Docusaurus turns emoji shortcodes into emoji (markdown.emoji, on by default: mdx-loader processor.js adds
// remark-emoji) in docs, posts and Markdown pages, .md and .mdx alike; code keeps them, and a heading's id is
// slugged from its text as written. `markdown: { emoji: false }` leaves the text as it is.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { mapDocusaurusConfig } from '../../src/load/config/docusaurus/map.js';
import { copyFixture, edit, fixtures } from '../helpers/sites.js';

const pages = [
  'docs/power/index.html',
  'docs/rendered/index.html',
  'blog/2024/05/01/post/index.html',
  'page/index.html',
];

async function builtPages(root: string) {
  const result = await build({ root, write: false });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const html = (route: string) => String(result.files.find((file) => file.path === route)?.contents);
  return { result, html };
}

describe('emoji shortcodes in a Docusaurus site', () => {
  it('become emoji in text, not in code or URLs, the heading slugged as written', async () => {
    const { html } = await builtPages(await copyFixture('docusaurus-emoji'));
    for (const route of pages) expect(html(route)).toMatch(/Charge the 🔋/);
    const power = html('docs/power/index.html');
    expect(power).toContain('Charge the 🔋 to 💯, not <code>:battery:</code>');
    expect(power).toContain('<a href="https://example.com/:battery:"');
    expect(power).toContain('<code>:battery:\n</code>');
    expect(power).toMatch(/<h2 id="tada-done">🎉 Done<a class="hash-link" href="#tada-done"/);
    expect(power).toMatch(/<a href="#tada-done"[^>]*>🎉 done<\/a>/);
  });

  it('stay as written with markdown.emoji off', async () => {
    const root = await copyFixture('docusaurus-emoji');
    await edit(root, 'docusaurus.config.js', "baseUrl: '/',", "baseUrl: '/', markdown: { emoji: false },");
    const { result, html } = await builtPages(root);
    for (const route of pages) expect(html(route)).toMatch(/Charge the :battery:/);
    expect(html('docs/power/index.html')).toMatch(/<h2 id="tada-done">:tada: Done/);
    expect(result.diagnostics.filter((d) => d.message.includes('emoji'))).toEqual([]);
  });

  it('follow markdown.emoji, on when unset, without a warning either way', () => {
    const map = (markdown: object | undefined) =>
      mapDocusaurusConfig({ title: 'Emoji', markdown }, `${fixtures}docusaurus-emoji`, 'docusaurus.config.js', '');
    for (const [markdown, emoji] of [
      [undefined, true],
      [{ emoji: true }, true],
      [{ emoji: false }, false],
    ] as const) {
      const { config, diagnostics } = map(markdown);
      expect((config.markdown as { emoji: boolean }).emoji).toBe(emoji);
      expect(diagnostics.filter((d) => d.message.includes('emoji'))).toEqual([]);
    }
  });
});
