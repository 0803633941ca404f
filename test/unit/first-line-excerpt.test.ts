import { describe, expect, it } from 'vitest';
import { firstLineExcerpt } from '../../src/load/first-line-excerpt.js';

// Docusaurus's createExcerpt: what a doc card shows when front matter gives no description.
describe("a doc's first line of text", () => {
  it('passes over the title, imports, code and blank lines', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '# Install',
      '',
      '```bash',
      'npm i quill',
      '```',
      '',
      'Any of the **approaches** below need [Rust](https://rust-lang.org).',
      'A second line of the same paragraph.',
    ].join('\n');
    expect(firstLineExcerpt(body)).toBe('Any of the approaches below need Rust.');
    expect(firstLineExcerpt('Title\n=====\n\nText.')).toBe('Text.');
  });

  it("keeps a sub-heading's text, drops HTML, admonition fences, emoji names and heading ids", () => {
    expect(firstLineExcerpt('# Install and run\n\n## Requirements {#req}\n\nRust.')).toBe('Requirements');
    expect(firstLineExcerpt('<!-- note -->\n\n:::tip\n\nUse `quill` :rocket: now.\n:::')).toBe('Use quill now.');
    expect(firstLineExcerpt('> Quoted ~~old~~ text.')).toBe('Quoted old text.');
  });

  it('treats a shorter fence inside a longer one as code', () => {
    expect(firstLineExcerpt('````md\n```js\nx\n```\n````\nAfter.')).toBe('After.');
    expect(firstLineExcerpt('```\nonly code\n```')).toBeUndefined();
  });
});
