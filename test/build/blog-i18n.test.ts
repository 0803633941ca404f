import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, edit } from '../helpers/sites.js';

// docusaurus-i18n (English at the base, French under /fr/) with a blog of two posts, one of them
// translated in Docusaurus's folder for French posts.
async function siteWithBlog() {
  const root = await copyFixture('docusaurus-i18n');
  await edit(root, 'helpdocs.config.ts', "title: 'Lumen Help',", "title: 'Lumen Help',\n  blog: { dir: 'blog' },");
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  return { root, write };
}

describe('a blog in two languages', () => {
  it("shows a locale's translated post in its place, and the original with a notice where none is", async () => {
    const { root, write } = await siteWithBlog();
    await write('blog/authors.yml', 'lea:\n  name: Léa Martin\n');
    await write(
      'blog/2026-04-01-brighter.md',
      '---\nauthors: lea\n---\n\n# Brighter screens\n\nA lamp for dark rooms.\n',
    );
    await write('blog/2026-05-01-quieter.md', '# Quieter fans\n\nThe fan now rests at night.\n');
    const french = '---\nauthors: lea\n---\n\n# Des écrans plus clairs\n\nUne lampe pour les pièces sombres.\n';
    await write('i18n/fr/docusaurus-plugin-content-blog/2026-04-01-brighter.md', french);
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const page = (file: string) => String(result.files.find((made) => made.path === file)?.contents ?? '');
    const translated = page('fr/blog/2026/04/01/brighter/index.html');
    expect(translated).toContain('<h1>Des écrans plus clairs</h1>');
    expect(translated).toContain('Par Léa Martin');
    expect(translated).not.toContain('untranslated-notice');
    const original = page('fr/blog/2026/05/01/quieter/index.html');
    expect(original).toContain('<h1>Quieter fans</h1>');
    expect(original).toContain('untranslated-notice');
    expect(page('fr/blog/index.html')).toMatch(/Quieter fans[\s\S]*Des écrans plus clairs/);
    expect(page('blog/2026/04/01/brighter/index.html')).toContain('<h1>Brighter screens</h1>');
    // The untranslated-pages count is the docs': posts are not among them.
    const counts = result.diagnostics.filter((d) => d.ruleId === 'untranslated-pages').map((d) => d.message);
    expect(counts).toEqual([expect.stringMatching(/^2 of 4 pages are not translated into fr yet/)]);
  }, 60_000);

  it("finds a translated post's own images beside the translation, as Docusaurus does", async () => {
    const { root, write } = await siteWithBlog();
    const png = '\x89PNG\r\n\x1a\n';
    await write('blog/2026-04-01-brighter/index.md', '# Brighter screens\n\n![A lamp](./lamp.png)\n');
    await write('blog/2026-04-01-brighter/lamp.png', png);
    // The translation shows an image only its own folder has.
    const translation = 'i18n/fr/docusaurus-plugin-content-blog/2026-04-01-brighter';
    await write(`${translation}/index.md`, '# Des écrans plus clairs\n\n![Une lampe](./lampe.png)\n');
    await write(`${translation}/lampe.png`, `${png}fr`);
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const page = (file: string) => String(result.files.find((made) => made.path === file)?.contents ?? '');
    const image = /<img[^>]* src="([^"]+)"/;
    const french = image.exec(page('fr/blog/2026/04/01/brighter/index.html'))?.[1] ?? '';
    expect(french).toMatch(/lampe/);
    const published = result.files.find((made) => `/${made.path}` === french);
    expect(String(published?.contents)).toContain('fr');
    expect(image.exec(page('blog/2026/04/01/brighter/index.html'))?.[1]).toMatch(/lamp/);
  }, 60_000);
});
