import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { copyFixture, fixtures } from '../helpers/sites.js';

// How Docusaurus names a doc in its neighbours' previous/next links (sidebars/utils' toDocNavigationLink:
// pagination_label, sidebar_label, the sidebars file's label, the title) and in its own breadcrumbs (the
// sidebar's label; a category's own doc is the category).
const root = `${fixtures}docusaurus-pagination`;
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const pagination = (html: string) =>
  [
    ...html.matchAll(
      /rel="(prev|next)"><span class="pagination-label">[^<]*<\/span><span class="pagination-title">([^<]*)</g,
    ),
  ].map(([, rel, title]) => `${rel}: ${title?.replace(/^« | »$/g, '')}`);
const lastCrumb = (html: string) => /<span aria-current="page">([^<]*)<\/span><\/li><\/ol>/.exec(html)?.[1];

describe('previous/next links and breadcrumbs of a Docusaurus site', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('names a neighbour by its pagination_label, else by its label in the sidebar', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(pagination(page(result, 'docs/intro/index.html'))).toEqual(['next: Install Tessera']);
    expect(pagination(page(result, 'docs/install/index.html'))).toEqual(['prev: Start here', 'next: Overview']);
    expect(pagination(page(result, 'docs/guides/index.html'))).toEqual(['prev: Install Tessera', 'next: First guide']);
  });

  it('names a doc that pagination_next chooses by its own front matter and title, not by the sidebar', () => {
    expect(pagination(page(result, 'docs/api/index.html'))).toEqual(['prev: First guide', 'next: Introduction']);
  });

  it("ends a doc's breadcrumbs with its label in the sidebar, or with the category it is the page of", () => {
    expect(lastCrumb(page(result, 'docs/intro/index.html'))).toBe('Start here');
    expect(lastCrumb(page(result, 'docs/install/index.html'))).toBe('Installation');
    expect(lastCrumb(page(result, 'docs/guides/index.html'))).toBe('Guides');
    expect(lastCrumb(page(result, 'docs/guides/first/index.html'))).toBe('First guide');
  });

  it('names a neighbour by its title, not its sidebar item label, on a Docusaurus older than 3.3', async () => {
    const copy = await copyFixture('docusaurus-pagination');
    const core = path.join(copy, 'node_modules/@docusaurus/core');
    await mkdir(core, { recursive: true });
    await writeFile(path.join(core, 'package.json'), JSON.stringify({ name: '@docusaurus/core', version: '3.2.1' }));
    const older = await build({ root: copy, write: false });
    // toDocNavigationLink took the sidebar item's label (sidebarItemLabel) from 3.3 on.
    expect(pagination(page(older, 'docs/install/index.html'))).toEqual(['prev: Introduction', 'next: Overview']);
    expect(lastCrumb(page(older, 'docs/intro/index.html'))).toBe('Start here');
  });

  it('titles a page named as the site "Tessera | Tessera" before Docusaurus 3.8, "Tessera" from 3.8', async () => {
    const titleOf = async (docusaurus: string) => {
      const copy = await copyFixture('docusaurus-pagination');
      const core = path.join(copy, 'node_modules/@docusaurus/core');
      await mkdir(core, { recursive: true });
      await writeFile(
        path.join(core, 'package.json'),
        JSON.stringify({ name: '@docusaurus/core', version: docusaurus }),
      );
      await writeFile(path.join(copy, 'docs/same.md'), '---\ntitle: Tessera\n---\n\nThe site by its name.\n');
      const built = await build({ root: copy, write: false });
      return /<title>([^<]*)<\/title>/.exec(page(built, 'docs/same/index.html'))?.[1];
    };
    expect(await titleOf('3.7.0')).toBe('Tessera | Tessera');
    expect(await titleOf('3.8.1')).toBe('Tessera');
  });
});
