// Fenced code as the cheap passes before a parse read it: skipped, and closed only by at least as
// many of its own marks, as CommonMark closes it.
import { describe, expect, it } from 'vitest';
import { fenceReader } from '../../src/core/fences.js';
import { findInlineOverload, MAX_DELIMITERS_PER_PARAGRAPH } from '../../src/parse/markdown/inline-bounds.js';

describe('fenceReader', () => {
  it('says which lines open, hold and close a fence', () => {
    const read = fenceReader();
    const lines = ['text', '````js', 'code', '```', '~~~~', '````', 'after'];
    expect(lines.map(read)).toEqual(['text', 'opens', 'code', 'code', 'code', 'closes', 'text']);
  });

  it('opens nothing with a backtick in the info, and closes only with nothing after the marks', () => {
    const read = fenceReader();
    const lines = ['```a```', '```js', '``` not yet', '```  ', 'after'];
    expect(lines.map(read)).toEqual(['text', 'opens', 'code', 'closes', 'text']);
  });

  it('reads $$ math as a fence only when asked', () => {
    const lines = ['$$', 'x', '$$'];
    expect(lines.map(fenceReader())).toEqual(['text', 'text', 'text']);
    expect(lines.map(fenceReader({ math: true }))).toEqual(['opens', 'code', 'closes']);
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
