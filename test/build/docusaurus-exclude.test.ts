// The docs plugin's `exclude` globs (plugin-content-docs readVersionDocs: Globby with `ignore: exclude`): the
// files they match are not docs, and the list replaces Docusaurus's default, whose `**/_*` entries helpdocs's own
// rule for `_` names says the same as.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyFixture, edit } from '../helpers/sites.js';

async function docPages(exclude?: string): Promise<string[]> {
  const site = await copyFixture('docusaurus-pagination');
  await writeFile(path.join(site, 'docs/tab-linux.md'), 'Run it on Linux.\n');
  await writeFile(path.join(site, 'docs/_shared.md'), 'Shared text.\n');
  if (exclude)
    await edit(
      site,
      'docusaurus.config.js',
      "sidebarPath: './sidebars.js'",
      `${exclude}, sidebarPath: './sidebars.js'`,
    );
  const result = await build({ root: site, write: false });
  return result.site.docs.map((doc) => doc.source.contentPath).sort();
}

describe("the docs plugin's exclude option", () => {
  it('leaves out the files its globs match, and only those', async () => {
    expect(await docPages("exclude: ['**/tab-*.md']")).toEqual([
      '_shared.md',
      'api.md',
      'guides/first.md',
      'guides/index.md',
      'install.md',
      'intro.md',
    ]);
  });

  it('leaves out files named with _ when unset', async () => {
    expect(await docPages()).toContain('tab-linux.md');
    expect(await docPages()).not.toContain('_shared.md');
  });
});
