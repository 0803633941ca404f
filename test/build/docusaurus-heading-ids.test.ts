// Docusaurus slugs a doc's `# Title` with the same slugger as its other headings (mdx-loader remark/headings),
// so a later `## Title` gets `title-1`; a post's title heading is removed first (removeContentTitle) and an
// explicit `{#id}` never reaches the slugger, so neither counts.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyFixture } from '../helpers/sites.js';

describe('heading ids after a title heading', () => {
  it("count the title's slug in docs, not in posts or with an explicit id", async () => {
    const result = await build({ root: await copyFixture('docusaurus-heading-ids'), write: false });
    expect(result.diagnostics.filter((d) => d.ruleId === 'broken-anchor')).toEqual([]);
    const idOfH2 = (route: string) =>
      /<h2 id="([^"]+)">Home/.exec(String(result.files.find((file) => file.path === route)?.contents))?.[1];
    expect(idOfH2('docs/home/index.html')).toBe('home-1');
    expect(idOfH2('docs/rendered/index.html')).toBe('home-1');
    expect(idOfH2('docs/explicit/index.html')).toBe('home');
    expect(idOfH2('blog/post/index.html')).toBe('home');
  });
});
