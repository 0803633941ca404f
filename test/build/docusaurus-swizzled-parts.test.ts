import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// In a swizzled component, `@theme/X/Sub` is the site's src/theme/X/Sub when it has one, as Docusaurus's
// createThemeAliases applies the site's theme folder over every theme's; a part it lacks is the stand-in.
const root = `${fixtures}docusaurus-swizzled-parts`;
const footer = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  return /<div class="swizzled">[\s\S]*?<\/footer><\/div>/.exec(html)?.[0] ?? '';
};

describe("a swizzled Footer made of the site's own parts", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it("draws the site's Footer/Layout (an index file) and Footer/Status (a file), with no diagnostic", () => {
    expect(result.diagnostics).toEqual([]);
    const drawn = footer(result, 'docs/intro/index.html');
    expect(drawn).toContain('<footer class="kite-footer"><span>Own links</span>');
    expect(drawn).toContain(
      '<a class="theme-layout-footer-column" href="https://status.kite.example">All systems go</a>',
    );
  });

  it("draws a part the site has not swizzled (Footer/Copyright) with helpdocs's stand-in", () => {
    expect(footer(result, 'docs/intro/index.html')).toContain('<div class="footer-copyright">Kite and friends</div>');
  });
});
