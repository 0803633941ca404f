// Fenced code as the cheap passes before a parse read it: skipped, and closed only by at least as
// many of its own marks, as CommonMark closes it.
import { describe, expect, it } from 'vitest';
import { fenceReader } from '../../src/parse/markdown/fences.js';
import { findInlineOverload, MAX_DELIMITERS_PER_PARAGRAPH } from '../../src/parse/markdown/inline-bounds.js';

describe('fenceReader', () => {
  it('says which lines open, hold and close a fence', () => {
    const read = fenceReader();
    const lines = ['text', '````js', 'code', '```', '~~~~', '````', 'after'];
    expect(lines.map(read)).toEqual(['text', 'opens', 'code', 'code', 'code', 'closes', 'text']);
  });
});

describe('the inline bounds', () => {
  const marks = '*'.repeat(MAX_DELIMITERS_PER_PARAGRAPH + 1);
  it('do not count marks in fenced code', () => {
    expect(findInlineOverload(`# T\n\n\`\`\`\n${marks}\n\`\`\`\n`)).toBeUndefined();
  });

  it('count them in text, and after a fence that closed', () => {
    expect(findInlineOverload(`# T\n\n\`\`\`\ncode\n\`\`\`\n${marks}\n`)?.ruleId).toBe('inline-too-many-marks');
  });
});
