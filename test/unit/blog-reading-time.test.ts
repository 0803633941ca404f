import { describe, expect, it } from 'vitest';
import { readingMinutes } from '../../src/load/blog/reading-time.js';

describe("a post's reading time, as Docusaurus 3's blog reckons it", () => {
  it('takes 200 words a minute, rounded to hundredths and then up; no words, no minutes', () => {
    expect(readingMinutes('', 'en')).toBe(0);
    expect(readingMinutes('word '.repeat(200), 'en')).toBe(1);
    // 201 / 200 = 1.005, which rounds to 1.00 (as a double it is 1.00499…), so one minute.
    expect(readingMinutes('word '.repeat(201), 'en')).toBe(1);
    expect(readingMinutes('word '.repeat(202), 'en')).toBe(2);
  });

  it("counts the words Intl.Segmenter finds in the locale: parts of a hyphenated word, not Markdown's marks", () => {
    expect(readingMinutes(`${'word '.repeat(200)} --- ## * > | \`\``, 'en')).toBe(1);
    expect(readingMinutes('stop-gap '.repeat(101), 'en')).toBe(2);
    expect(readingMinutes('stop-gap '.repeat(100), 'en')).toBe(1);
  });

  it('finds words in scripts written without spaces, and takes any locale code', () => {
    const japanese = 'これは日本語の文章です。'.repeat(40);
    expect(readingMinutes(japanese, 'ja')).toBeGreaterThan(1);
    expect(readingMinutes('word '.repeat(10), 'not a locale!')).toBe(1);
  });
});
