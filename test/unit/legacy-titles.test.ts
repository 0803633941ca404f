// Docusaurus's older admonition title (`:::tip Title`), in files with either line ending: RocketMQ's
// docs are CRLF, and their `:::tip 系统要求` printed as text before.
import { describe, expect, it } from 'vitest';
import { rewriteLegacyTitles } from '../../src/parse/markdown/legacy-admonition-titles.js';

describe('rewriteLegacyTitles', () => {
  it('rewrites the title of an LF or CRLF file, keeping the line ending', () => {
    expect(rewriteLegacyTitles(':::tip 系统要求\n\n1. JDK\n:::\n')).toBe(':::tip[系统要求]\n\n1. JDK\n:::\n');
    expect(rewriteLegacyTitles(':::tip 系统要求\r\n\r\n1. JDK\r\n:::\r\n')).toBe(
      ':::tip[系统要求]\r\n\r\n1. JDK\r\n:::\r\n',
    );
    expect(rewriteLegacyTitles('  :::note Spaced title  \r\nx\r\n:::')).toBe('  :::note[Spaced title]\r\nx\r\n:::');
  });

  it('leaves the bracketed form, unknown names and fenced code as they are', () => {
    for (const text of [':::tip[Title]\r\nx\r\n:::', ':::unknown Title\r\n:::', '```md\r\n:::tip Title\r\n```\r\n'])
      expect(rewriteLegacyTitles(text)).toBe(text);
  });
});
