// A blog without posts (the classic preset's, with no blog folder): Docusaurus 3.10 draws an empty list page
// at /blog (routes.js paginates from nothing), 3.9 and older draw none (contentLoaded returns no pages).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyFixture } from '../helpers/sites.js';

async function siteOn(docusaurus: string | undefined): Promise<string> {
  const site = await copyFixture('docusaurus-tags');
  await rm(path.join(site, 'blog'), { recursive: true });
  if (docusaurus) {
    const core = path.join(site, 'node_modules/@docusaurus/core');
    await mkdir(core, { recursive: true });
    await writeFile(path.join(core, 'package.json'), JSON.stringify({ name: '@docusaurus/core', version: docusaurus }));
  }
  return site;
}
const blogPages = async (docusaurus: string | undefined) =>
  (await build({ root: await siteOn(docusaurus), write: false })).files
    .map((file) => file.path)
    .filter((file) => file.startsWith('blog/'));

describe('a Docusaurus blog without posts', () => {
  it('has an empty list page with Docusaurus 3.10, and with no Docusaurus installed', async () => {
    expect(await blogPages('3.10.2')).toEqual(['blog/index.html']);
    expect(await blogPages(undefined)).toEqual(['blog/index.html']);
  });

  it('has no page at all with Docusaurus 3.9', async () => {
    expect(await blogPages('3.9.2')).toEqual([]);
  });
});
