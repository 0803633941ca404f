// An image a doc shows from a folder helpdocs does not publish (here a second static folder, `shared/`) is seen on the
// page, as Docusaurus shows it: the build copies it under assets/files/.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

// A 2 × 3 px PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAADklEQVR4nGNoAAMGFAoAXpUJAdY1eq0AAAAASUVORK5CYII=',
  'base64',
);

function docusaurusSite(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'helpdocs-files-elsewhere-')), 'site');
  const write = (file: string, contents: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), contents);
  };
  write(
    'docusaurus.config.js',
    "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/', presets: [['classic', " +
      "{ docs: { routeBasePath: '/' }, blog: false }]] };\n",
  );
  write('docs/intro.md', '---\ntitle: Intro\n---\n\n![Architecture](../shared/arch.png)\n');
  write('shared/arch.png', PNG);
  return root;
}

const site = useSite(docusaurusSite());

describe('an image from a folder helpdocs does not publish', () => {
  it('is shown on the page', async () => {
    const { page, context } = await site.open('/intro/');
    const image = page.locator('article img[alt="Architecture"]');
    await image.evaluate((element: HTMLImageElement) => element.decode());
    const size = await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);
    await context.close();
    expect(size).toEqual([2, 3]);
  });
});
