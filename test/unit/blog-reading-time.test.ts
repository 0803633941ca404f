import { describe, expect, it } from 'vitest';
import { readingMinutes } from '../../src/load/blog/reading-time.js';

describe("a post's reading time", () => {
  it('takes 200 words a minute, rounded up, a minute at least', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    // Punctuation and Markdown marks alone are not words.
    expect(readingMinutes(`${'word '.repeat(200)} --- ## * >`)).toBe(1);
  });

  it('counts each CJK character as a word', () => {
    expect(readingMinutes('字'.repeat(400))).toBe(2);
  });
});
