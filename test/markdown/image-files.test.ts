// Local images read at build time: width and height from the file (PNG, JPEG, GIF, WebP, SVG), and
// `#inline` SVGs put into the page, held to the allow-list with ids of their own.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { createStrings } from '../../src/core/strings.js';
import { mdxContext } from '../helpers/mdx-context.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { createIslandChunks } from '../../src/parse/mdx/island-chunks.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { fixtureRoot } from '../e2e/harness.js';

// These tests run the chains directly; a build loads the HTML parser before the docs that need it (src/parse/index.ts).
beforeAll(loadHtmlParser);

const root = mkdtempSync(path.join(tmpdir(), 'helpdocs-image-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folders = { root, content: path.join(root, 'content'), statics: [path.join(root, 'static')] };
mkdirSync(path.join(folders.content, 'guide'), { recursive: true });
mkdirSync(path.join(folders.statics[0]!, 'img'), { recursive: true });

// The smallest headers that state a size: enough for the build, which reads nothing else.
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0x00, 0x11,
  0x08, 0x00, 20, 0x00, 30, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9,
]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([31, 0, 21, 0, 0, 0, 0, 0x3b])]);
const webp = Buffer.alloc(30);
webp.write('RIFF', 0);
webp.writeUInt32LE(22, 4);
webp.write('WEBPVP8L', 8);
webp.writeUInt32LE(10, 16);
webp[20] = 0x2f;
webp.writeUInt32LE((32 - 1) | ((22 - 1) << 14), 21);

writeFileSync(path.join(folders.content, 'guide/photo.jpg'), jpeg);
writeFileSync(path.join(folders.content, 'guide/anim.gif'), gif);
writeFileSync(path.join(folders.statics[0]!, 'img/shot.webp'), webp);
writeFileSync(
  path.join(folders.statics[0]!, 'img/box.png'),
  readFileSync(path.join(fixtureRoot('authoring-site'), 'static/img/box.png')),
);
writeFileSync(path.join(folders.content, 'guide/broken.png'), 'not a picture');
writeFileSync(
  path.join(folders.content, 'guide/unsafe.svg'),
  `<?xml version="1.0"?>
<!-- exported -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10" onload="alert(1)">
  <title>old title</title>
  <style>rect { fill: red }</style>
  <script>alert(2)</script>
  <defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs>
  <g inkscape:label="Layer 1" clip-path="url(#c)" class="layer" style="fill:#123456;cursor:pointer">
    <rect width="10" height="10" onclick="alert(3)" fill="url(https://evil.example/p.svg#x)"/>
    <use href="#c"/><use xlink:href="https://evil.example/sprite.svg#icon"/>
    <a href="javascript:alert(4)"><circle r="2" cx="5" cy="5"/></a>
    <foreignObject><div>html</div></foreignObject>
    <image href="https://evil.example/tracker.png" width="1" height="1"/>
  </g>
</svg>`,
);

const pipeline = createPipeline(createStrings('en'), { folders });

function page(markdown: string) {
  const text = `---\ntitle: T\n---\n\n${markdown}\n`;
  const { doc, diagnostics } = parseDoc(
    pipeline,
    { path: 'content/guide/page.md', contentPath: 'guide/page.md', text, hash: markdown },
    { base: '/docs/', routeOf: () => undefined },
  );
  const problems = diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.message}`);
  return {
    html: doc.html,
    problems,
    files: doc.files ?? [],
    links: doc.links.map((link) => `${link.kind} ${link.target}`),
  };
}

describe('image sizes', () => {
  it.each([
    ['a PNG from static/', '/img/box.png', 80, 40],
    ['a JPEG beside the page', './photo.jpg', 30, 20],
    ['a GIF beside the page', 'anim.gif', 31, 21],
    ['a WebP from the base', '/docs/img/shot.webp', 32, 22],
    ['an SVG (its width and height)', './unsafe.svg', 10, 10],
  ])('writes the width and height of %s', (_, url, width, height) => {
    const { html, problems } = page(`![Picture](${url})`);
    expect(problems).toEqual([]);
    expect(html).toContain(` width="${width}" height="${height}"`);
  });

  it('records each file read with its content hash, so a kept parse is dropped when the image changes', () => {
    const { files } = page('![One](/img/box.png) ![Two](./photo.jpg)');
    expect(files.map((file) => file.path)).toEqual(['static/img/box.png', 'content/guide/photo.jpg']);
    expect(files[1]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves external and missing images as written (the link check reports a missing one)', () => {
    const { html, problems, links } = page('![Remote](https://example.com/x.png)\n\n![Gone](./gone.png)');
    expect(problems).toEqual([]);
    expect(html).not.toContain('width=');
    expect(links).toEqual(['asset guide/gone.png']);
  });

  it('warns at the image when its size cannot be read', () => {
    const { html, problems } = page('Text.\n\n![Broken](./broken.png)');
    expect(problems).toEqual([
      expect.stringMatching(/^7:1 warning image-size The size of \.\/broken\.png could not be read: /),
    ]);
    expect(html).toContain('<img src="/docs/guide/broken.png" alt="Broken"');
  });
});

describe('#inline SVG', () => {
  it('inlines the markup without scripts, handlers, styles, foreign content or external references; names it', () => {
    const { html, problems, links } = page('![A clipped square](./unsafe.svg#inline)');
    expect(html).toBe(
      '<p><svg viewBox="0 0 10 10" class="inline-svg" role="img" aria-label="A clipped square"><title>A clipped ' +
        'square</title>\n  \n  \n  \n  ' +
        '<defs><clipPath id="unsafe-1-c"><rect width="5" height="5"></rect></clipPath></defs>\n  ' +
        '<g clip-path="url(#unsafe-1-c)" fill="#123456">\n    <rect width="10" height="10"></rect>\n    <use ' +
        'href="#unsafe-1-c"></use><use></use>\n    ' +
        '<circle r="2" cx="5" cy="5"></circle>\n    \n    \n  </g>\n</svg></p>',
    );
    expect(problems).toEqual([
      '5:1 warning svg-inline-removed Removed from the inlined ./unsafe.svg: <a>, <foreignObject>, <image>, ' +
        '<script>, <style>, class, fill="url(https://evil.example/p.svg#x)", onclick, onload, style "cursor", ' +
        'xlink:href="https://evil.example/sprite.svg#icon"',
    ]);
    // Published like an image, so the file is never reported as unused.
    expect(links).toEqual(['asset guide/unsafe.svg']);
  });

  it('gives each copy on a page ids of its own', () => {
    const { html } = page('![One](./unsafe.svg#inline)\n\n![Two](./unsafe.svg#inline)');
    expect(html).toContain('<clipPath id="unsafe-1-c">');
    expect(html).toContain('<clipPath id="unsafe-2-c">');
    expect(html).toContain('<g clip-path="url(#unsafe-2-c)"');
  });

  it('hides an SVG without alt text from assistive technology, besides the missing-alt warning', () => {
    const { html, problems } = page('![](./unsafe.svg#inline)');
    expect(html).toContain('<svg viewBox="0 0 10 10" class="inline-svg" aria-hidden="true">');
    expect(problems).toContain('5:1 warning image-alt Image ./unsafe.svg#inline has no alt text');
  });

  it('is an error for a file that is not an SVG or not on the site', () => {
    const { problems } = page('![Photo](./photo.jpg#inline)\n\n![Remote](https://example.com/x.svg#inline)');
    expect(problems).toEqual([
      '5:1 error svg-inline Only an SVG can be inlined: ./photo.jpg',
      '7:1 error svg-inline Only a file of the site can be inlined: https://example.com/x.svg',
    ]);
  });
});

describe('in MDX docs', () => {
  it('writes sizes and inlines SVGs as in Markdown', async () => {
    const context = mdxContext('en', {
      root,
      pipelineOptions: { folders },
      islandChunks: createIslandChunks('/docs/', root),
      site: { ...mdxContext().site, base: '/docs/' },
    });
    const text = '---\ntitle: T\n---\n\n![One](/img/box.png)\n\n![A clipped square](./unsafe.svg#inline)\n';
    const { body } = await parseMdxBody(
      { path: 'content/guide/page.mdx', contentPath: 'guide/page.mdx', text, hash: 'mdx' },
      { base: '/docs/', routeOf: () => undefined },
      context,
    );
    // A doc with nothing to run is written as a Markdown doc is (no `/>`).
    expect(body.html).toContain('<img src="/docs/img/box.png" alt="One" width="80" height="40">');
    expect(body.html).toContain(
      '<svg viewBox="0 0 10 10" class="inline-svg" role="img" aria-label="A clipped square"><title>A clipped ' +
        'square</title>',
    );
    expect(body.html).toContain('<clipPath id="unsafe-1-c">');
    expect(body.html).not.toMatch(/<script|onclick|foreignObject/);
  });
});
