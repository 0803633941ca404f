import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// A post's reading time as theme-classic's useReadingTimePlural gives it: "One min read|{readingTime} min read",
// one form picked for the minutes by the locale's plural rules.
const root = `${fixtures}docusaurus-blog-reading-time`;
const readingTime = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  return /<span class="blog-reading-time">([^<]*)<\/span>/.exec(html)?.[1];
};

describe("a Docusaurus blog post's reading time", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('reads "One min read" for one minute and "{n} min read" for more', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(readingTime(result, 'blog/2026/01/02/short/index.html')).toBe('One min read');
    expect(readingTime(result, 'blog/2026/01/03/long/index.html')).toBe('4 min read');
  });
});
