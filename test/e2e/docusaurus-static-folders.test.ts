// Docusaurus's `staticDirectories`: every folder is published under the base, a path looked up in them in order.
// An image, a file link, the navbar logo and a custom CSS url() from the second folder all reach the reader; where
// both folders hold a path, the first one's file is published.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { writeSite } from '../helpers/sites.js';
import { useSite } from './harness.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwnwEJMBAXAAAdWQL+hz3AcAAAAABJRU5ErkJggg==',
  'base64',
);
const root = await writeSite('docusaurus-static-folders', {
  'docusaurus.config.js': `module.exports = {
  title: 'Tern', url: 'https://tern.example', baseUrl: '/', staticDirectories: ['static', 'public'],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './custom.css' } }]],
  themeConfig: { navbar: { logo: { alt: 'Tern', src: 'brand/logo.png' } } },
};
`,
  'custom.css': '.hero-band { background-image: url(/brand/band.png); }\n',
  'docs/index.md': '# Home\n\n![A chart](/charts/a.png)\n\n[The sheet](/files/sheet.pdf) · ![Same](/same.txt)\n',
  'static/same.txt': 'from static\n',
  'public/same.txt': 'from public\n',
  'public/charts/a.png': PNG,
  'public/brand/logo.png': PNG,
  'public/brand/band.png': PNG,
  'public/files/sheet.pdf': '%PDF-1.4\n',
});
const site = useSite(root);

describe("a Docusaurus site's static folders", () => {
  it('publishes each under the base, the first folder winning a shared path, with no warning', async () => {
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => /static|asset|brand|css/.test(d.ruleId ?? ''))).toEqual([]);
    const out = (file: string) => readFile(path.join(site.outDir, file), 'utf8');
    expect(await out('same.txt')).toBe('from static\n');
    expect(await out('files/sheet.pdf')).toBe('%PDF-1.4\n');
    const css = result.files.find((file) => /\.css$/.test(file.path) && String(file.contents).includes('hero-band'));
    expect(String(css?.contents)).toContain('url(/brand/band.png)');
  });

  it('shows the image and the logo from the second folder', async () => {
    const { page, context } = await site.open('/');
    const loaded = (selector: string) =>
      page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    expect(await loaded('article img[alt="A chart"]')).toBe(true);
    expect(await loaded('header .navbar-brand-logo img >> nth=0')).toBe(true);
    const pdf = await page.request.get(
      `${site.origin}${await page.locator('a', { hasText: 'The sheet' }).getAttribute('href')}`,
    );
    expect(pdf.status()).toBe(200);
    await context.close();
  });
});
