// A Docusaurus site's brand colour, Infima's --ifm-color-primary in its custom CSS, colours helpdocs's links in
// each mode, as it colours Docusaurus's; its footer's copyright is HTML, as Docusaurus draws it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSite, type ColourMode } from './harness.js';

function docusaurusSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'helpdocs-infima-colour-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'docusaurus.config.js',
    "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/', presets: [['classic', " +
      "{ docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './src/css/custom.css' } }]], " +
      "themeConfig: { footer: { copyright: 'Made by " +
      '<a href="https://birds.example/">Birds</a>.<br/>Since 2026\' }, ' +
      "announcementBar: { id: 'v2', content: 'Tern <strong>2.0</strong> is out: " +
      '<a href="/intro">read the notes</a>\' } } };\n',
  );
  write(
    'src/css/custom.css',
    ":root { --ifm-color-primary: #2e8555; }\n[data-theme='dark'] { --ifm-color-primary: #25c2a0; }\n",
  );
  write('docs/intro.md', '---\ntitle: Intro\n---\n\nRead [the guide](./guide.md).\n');
  write('docs/guide.md', '---\ntitle: Guide\n---\n\nThe guide.\n');
  return root;
}

const site = useSite(docusaurusSite());

describe("a Docusaurus site's Infima primary colour", () => {
  it.each<[ColourMode, string]>([
    ['light', 'rgb(46, 133, 85)'],
    ['dark', 'rgb(37, 194, 160)'],
  ])('colours the links of a doc in %s mode', async (mode, colour) => {
    const { page, context } = await site.open('/intro/', { colourMode: mode });
    const link = page.locator('article a', { hasText: 'the guide' });
    const shown = await link.evaluate((element) => getComputedStyle(element).color);
    await context.close();
    expect(shown).toBe(colour);
  });
});

describe("a Docusaurus site's footer copyright and announcement", () => {
  it('is drawn as HTML: a link a reader can follow, a line break', async () => {
    const { page, context } = await site.open('/intro/');
    const copyright = page.locator('footer .footer-copyright');
    const link = copyright.locator('a', { hasText: 'Birds' });
    const shown = { text: await copyright.innerText(), href: await link.getAttribute('href') };
    await context.close();
    expect(shown).toEqual({ text: 'Made by Birds.\nSince 2026', href: 'https://birds.example/' });
  });

  it('draws the announcement as HTML, named by its words', async () => {
    const { page, context } = await site.open('/intro/');
    const bar = page.getByRole('region', { name: 'Tern 2.0 is out: read the notes' });
    const shown = {
      strong: await bar.locator('strong').innerText(),
      href: await bar.getByRole('link', { name: 'read the notes' }).getAttribute('href'),
    };
    await context.close();
    expect(shown).toEqual({ strong: '2.0', href: '/intro' });
  });
});
