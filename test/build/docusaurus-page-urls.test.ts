// A Docusaurus site's pages keep the addresses search engines know them by, in their canonical link, og:url, the
// sitemap and the blog's feeds: with no trailingSlash, Docusaurus's permalinks (a `/` only after a folder's index doc
// or a slug that ends in it); with trailingSlash true or false, every page's with or without it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { copyFixture } from '../helpers/sites.js';

const text = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const canonical = (result: BuildResult, file: string) => {
  const html = text(result, file);
  const own = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]).toBe(own);
  return own;
};
const PAGES = [
  'docs/intro/index.html',
  'docs/guides/index.html',
  'docs/custom/index.html',
  'docs/plain/index.html',
  'docs/category/more/index.html',
  'docs/tags/setup/index.html',
  'blog/2026/01/05/hello/index.html',
  'blog/index.html',
];

async function siteWith(trailingSlash: string | undefined): Promise<BuildResult> {
  const root = await copyFixture('docusaurus-page-urls');
  if (trailingSlash !== undefined) {
    const config = path.join(root, 'docusaurus.config.js');
    const source = await readFile(config, 'utf8');
    await writeFile(config, source.replace("baseUrl: '/',", `baseUrl: '/', trailingSlash: ${trailingSlash},`));
  }
  const result = await build({ root, write: false });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return result;
}

describe("a Docusaurus site's page addresses", () => {
  it('are its permalinks when it sets no trailingSlash', async () => {
    const result = await siteWith(undefined);
    expect(PAGES.map((file) => canonical(result, file))).toEqual([
      'https://tern.example/docs/intro',
      'https://tern.example/docs/guides/',
      'https://tern.example/docs/custom/',
      'https://tern.example/docs/plain',
      'https://tern.example/docs/category/more',
      'https://tern.example/docs/tags/setup',
      'https://tern.example/blog/2026/01/05/hello',
      'https://tern.example/blog',
    ]);
    const sitemap = text(result, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://tern.example/docs/intro</loc>');
    expect(sitemap).toContain('<loc>https://tern.example/docs/guides/</loc>');
    expect(sitemap).not.toContain('<loc>https://tern.example/docs/intro/</loc>');
    expect(text(result, 'blog/rss.xml')).toContain('<link>https://tern.example/blog/2026/01/05/hello</link>');
  });

  it('end in / with trailingSlash: true, and in the name with false', async () => {
    const slashed = await siteWith('true');
    expect(PAGES.map((file) => canonical(slashed, file)?.endsWith('/'))).toEqual(PAGES.map(() => true));
    // With false, each page is written as Docusaurus writes it: `docs/intro.html`.
    const bare = await siteWith('false');
    const htmlFile = (file: string) => file.replace(/\/index\.html$/, '.html');
    expect(PAGES.map((file) => canonical(bare, htmlFile(file))?.endsWith('/'))).toEqual(PAGES.map(() => false));
    expect(text(bare, 'sitemap.xml')).toContain('<loc>https://tern.example/docs/guides</loc>');
  });
});
