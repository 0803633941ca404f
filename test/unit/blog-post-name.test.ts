import { describe, expect, it } from 'vitest';
import { dayOf, postName } from '../../src/load/blog/post-name.js';

describe("a blog post's date and slug from its path", () => {
  it('reads a dated file, a dated folder and dated folders, as Docusaurus routes them', () => {
    expect(postName('2016-07-27-jest-14.md')).toEqual({
      date: '2016-07-27',
      slug: '2016/07/27/jest-14',
      text: 'jest-14',
    });
    expect(postName('2026-03-01-charts/index.mdx')).toEqual({
      date: '2026-03-01',
      slug: '2026/03/01/charts',
      text: 'charts',
    });
    expect(postName('2021/05/25/release.md')).toEqual({
      date: '2021-05-25',
      slug: '2021/05/25/release',
      text: 'release',
    });
    // The route keeps the date as written; the date is padded.
    expect(postName('2016-7-3-short.md')).toEqual({ date: '2016-07-03', slug: '2016/7/3/short', text: 'short' });
    // A folder before the date stays after it.
    expect(postName('news/2020-01-02-hello.md').slug).toBe('2020/01/02/news/hello');
  });

  it('routes an undated post at its path', () => {
    expect(postName('welcome.md')).toEqual({ slug: 'welcome', text: 'welcome' });
    expect(postName('notes/hello/index.md')).toEqual({ slug: 'notes/hello', text: 'notes/hello' });
  });

  it('reads a front matter date as its day in UTC', () => {
    expect(dayOf('2025-12-20')).toBe('2025-12-20');
    expect(dayOf('2025-12-20T23:30')).toBe('2025-12-20');
    expect(dayOf('2025-12-20T23:30:00-05:00')).toBe('2025-12-21');
    expect(dayOf('someday')).toBeUndefined();
  });

  it('reads no day outside the years 0000 to 9999 (a feed cannot show one)', () => {
    for (const written of ['-271821-04-20', '+275760-09-13', '10000-01-01', '-000001-01-01'])
      expect(dayOf(written)).toBeUndefined();
    expect(dayOf('9999-12-31')).toBe('9999-12-31');
  });
});
