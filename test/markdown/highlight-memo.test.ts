// The same example highlighted again (another version or locale of a doc) comes from memory: each
// block still gets a tree of its own.
import { describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import { createHighlighter } from '../../src/parse/markdown/code/highlighter.js';

describe('the highlighter', () => {
  it('gives equal tokens for the same code, in every highlighter, each a copy of its own', () => {
    const code = 'const answer = 42; // the answer\n';
    const first = createHighlighter().highlight('js', code) ?? [];
    const second = createHighlighter().highlight('javascript', code) ?? [];
    expect(first.length).toBeGreaterThan(3);
    expect(second).toEqual(first);
    expect(second[0]).not.toBe(first[0]);
    (second[0] as Element).properties.className = ['changed'];
    expect(createHighlighter().highlight('js', code)?.[0]).toEqual(first[0]);
    expect(createHighlighter().highlight('python', code)).not.toEqual(first);
  });
});
