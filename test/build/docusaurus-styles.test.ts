// A site's rehype plugin that writes style attributes (Shiki's colours): the pages' CSP (style-src 'self')
// blocks them, so each becomes a class of the page's own stylesheet, whichever way the doc is made: a `.md`
// read as Markdown, an `.mdx` written as HTML at compile time, an `.mdx` rendered by React; also from the cache.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { buildTo } from '../helpers/cached-builds.js';
import { copyFixture } from '../helpers/sites.js';

const DOCS = ['plain', 'written', 'rendered'];
const CODE_RULE = '{--shiki-light:#d73a49 !important;--shiki-dark:#f97583 !important}';

/** The doc's page and the text of the page stylesheets it links. */
function pageAndStyles(files: ReadonlyMap<string, string>, doc: string): { html: string; css: string } {
  const html = files.get(`docs/${doc}/index.html`) ?? '';
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/styles\.[0-9a-f]+\.css)"/g)];
  return { html, css: sheets.map(([, sheet]) => files.get(sheet ?? '') ?? '').join('\n') };
}

const textFiles = (result: BuildResult) =>
  new Map(result.files.map((file) => [file.path, String(file.contents)] as const));

function expectClassesOnly(files: ReadonlyMap<string, string>): void {
  for (const doc of DOCS) {
    const { html, css } = pageAndStyles(files, doc);
    expect(html, doc).toMatch(/<code class="[^"]*mdx-style-[0-9a-f]{10}"/);
    expect(html, doc).not.toMatch(/\sstyle="/);
    expect(css, doc).toContain(CODE_RULE);
    expect(css, doc).not.toContain('evil.example');
  }
}

describe("a rehype plugin's style attributes", () => {
  it('become classes in .md and .mdx docs; one that loads a file is removed with a warning', async () => {
    const result = await build({ root: await copyFixture('docusaurus-styles'), write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expectClassesOnly(textFiles(result));
    const removed = result.diagnostics.filter((d) => /evil\.example/.test(d.message)).map((d) => [d.file, d.ruleId]);
    expect(removed).toEqual([
      ['docs/plain.md', 'plugin-output-removed'],
      ['docs/rendered.mdx', 'mdx-output-removed'],
      ['docs/written.mdx', 'mdx-output-removed'],
    ]);
  });

  it("keep a style's other declarations when one could load a file: a lite embed keeps its box", async () => {
    const result = await build({ root: await copyFixture('docusaurus-styles'), write: false });
    const { html, css } = pageAndStyles(textFiles(result), 'rendered');
    const box = /<div class="yt-lite (mdx-style-[0-9a-f]{10})">A video<\/div>/.exec(html);
    expect(css).toContain(`.${box?.[1]}{--aspect-ratio:56.25% !important}`);
    expect(css).not.toContain('ytimg');
    const removed = result.diagnostics.filter((d) => /ytimg/.test(d.message)).map((d) => [d.file, d.message]);
    expect(removed).toEqual([
      [
        'docs/rendered.mdx',
        'The style "background-image:url(https://i.ytimg.com/vi/abc/hqdefault..." could load a file: removed',
      ],
    ]);
  });

  it('stay classes when the docs come from the cache', async () => {
    const root = await copyFixture('docusaurus-styles');
    const out = path.join(root, 'out');
    const cacheDir = path.join(root, 'cache');
    await buildTo(root, out, { cacheDir });
    const { files } = await buildTo(root, out, { cacheDir });
    expectClassesOnly(new Map([...files].map(([file, bytes]) => [file, Buffer.from(bytes, 'base64').toString()])));
  });
});
