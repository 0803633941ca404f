import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// A doc tag page is titled '{nDocsTagged} with "{tagName}"' with straight quotes, as theme-classic's
// DocTagDocListPage (usePageTitle) and theme-translations' English message give it.
const root = `${fixtures}docusaurus-doc-tag-title`;
const titleOf = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&quot;', '"');
};

describe("a Docusaurus doc tag page's title", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('puts the tag in straight quotes', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(titleOf(result, 'docs/tags/setup/index.html')).toBe('One doc tagged with "setup" | Kite');
    expect(titleOf(result, 'docs/tags/start/index.html')).toBe('2 docs tagged with "start" | Kite');
  });
});
