import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// The cards Docusaurus's <DocCardList /> draws on a category's own page (theme-classic DocCard): a doc's
// description, else the start of its text; a sub-category's description, else how many items it holds.
const root = `${fixtures}docusaurus-doc-cards`;
const cardsOf = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  const card = /<a class="doc-card" href="([^"]+)"><span class="doc-card-title">([^<]+)<\/span>/.source;
  return [...html.matchAll(new RegExp(`${card}(?:<span class="doc-card-description">([^<]+))?`, 'g'))].map(
    ([, href, title, description]) => [href, title, description],
  );
};

describe('<DocCardList /> on a Docusaurus category page', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it("shows a doc's description or first line, and a sub-category's description or item count", () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(cardsOf(result, 'docs/eco/index.html')).toEqual([
      ['/docs/eco/a/', 'A', 'A in one line.'],
      ['/docs/eco/c/', 'C', 'C first paragraph is the excerpt.'],
      ['/docs/eco/sub/d/', 'sub', '1 item'],
      ['/docs/eco/tools/e/', 'Tools', 'What helps.'],
    ]);
  });
});
