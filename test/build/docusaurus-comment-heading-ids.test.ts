import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { copyFixture } from '../helpers/sites.js';

// Docusaurus 3.10 takes a heading's id from the MDX comment that ends it (mdx-loader remark/headings,
// extractCommentId); 3.9 slugs the comment with the text. The fixture's .md doc is MDX, Docusaurus's default format.
async function buildWith(docusaurus: string): Promise<BuildResult> {
  const copy = await copyFixture('docusaurus-comment-heading-ids');
  const core = path.join(copy, 'node_modules/@docusaurus/core');
  await mkdir(core, { recursive: true });
  await writeFile(path.join(core, 'package.json'), JSON.stringify({ name: '@docusaurus/core', version: docusaurus }));
  return build({ root: copy, write: false });
}
const heading = (result: BuildResult) =>
  /<h3 id="[^"]*">[^<]*/.exec(String(result.files.find((file) => file.path === 'docs/ids/index.html')?.contents))?.[0];

describe("a heading's {/* #id */} comment", () => {
  it('is its id from Docusaurus 3.10 on, and the link to it is no broken anchor', async () => {
    const result = await buildWith('3.10.1');
    expect(result.diagnostics).toEqual([]);
    expect(heading(result)).toBe('<h3 id="known-issues">Known issues');
  }, 60_000);

  it('is slugged with the text before 3.10', async () => {
    const result = await buildWith('3.9.2');
    expect(heading(result)).toBe('<h3 id="known-issues--known-issues-">Known issues ');
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['broken-anchor']);
  }, 60_000);
});
