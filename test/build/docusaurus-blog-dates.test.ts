import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { copyFixture } from '../helpers/sites.js';

// A post is dated with the long month name, as theme-classic's BlogPostItem/Header/Info formats it; the archive
// lists '{date} - {title}' (BlogArchivePage's Year), its date the day and month from Docusaurus 3.2, before then
// the post's formattedDate, with its year.
const page = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');
const archiveEntry = (result: BuildResult) =>
  /<ul class="blog-archive-list"><li>(.*?)<\/li>/.exec(page(result, 'blog/archive/index.html'))?.[1];

async function buildWith(docusaurus: string): Promise<BuildResult> {
  const copy = await copyFixture('docusaurus-blog-dates');
  const core = path.join(copy, 'node_modules/@docusaurus/core');
  await mkdir(core, { recursive: true });
  await writeFile(path.join(core, 'package.json'), JSON.stringify({ name: '@docusaurus/core', version: docusaurus }));
  return build({ root: copy, write: false });
}

describe("a Docusaurus blog's dates", () => {
  it('writes "July 29, 2022" on the post and "July 29 - Launch" in the archive', async () => {
    const result = await buildWith('3.10.1');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(page(result, 'blog/2022/07/29/launch/index.html')).toContain(
      '<time dateTime="2022-07-29">July 29, 2022</time>',
    );
    expect(page(result, 'blog/index.html')).toContain('<time dateTime="2022-07-29">July 29, 2022</time>');
    expect(archiveEntry(result)).toBe(
      '<a href="/blog/2022/07/29/launch/"><time dateTime="2022-07-29">July 29</time> - Launch</a>',
    );
  }, 60_000);

  it("dates the archive's entries with their year before Docusaurus 3.2", async () => {
    const result = await buildWith('3.1.1');
    expect(archiveEntry(result)).toContain('<time dateTime="2022-07-29">July 29, 2022</time> - Launch</a>');
  }, 60_000);
});
