// A heading's code and emphasis reach the table of contents as HTML, as Docusaurus's TOC shows them
// (heading-marks.ts); a link is its text, raw HTML its text, and a plain heading has none.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { markdownBody } from '../helpers/markdown-body.js';

const headingsOf = (text: string) => markdownBody(text).headings;

describe("a heading's marks in the table of contents", () => {
  beforeAll(() => loadHtmlParser());

  it('are kept as code, emphasis, strong and del; a plain heading has none', () => {
    const [code, marks, plain] = headingsOf('## The `format()` call\n\n## *Real* **deal** ~~old~~\n\n## Plain\n');
    expect(code).toEqual({
      depth: 2,
      id: 'the-format-call',
      text: 'The format() call',
      html: 'The <code>format()</code> call',
    });
    expect(marks?.html).toBe('<em>Real</em> <strong>deal</strong> <del>old</del>');
    expect(plain).toEqual({ depth: 2, id: 'plain', text: 'Plain' });
  });

  it('carry no link, no attribute and no HTML of the doc', () => {
    const [heading] = headingsOf(
      '## [See](https://x.example) `a<b>` <img src=x onerror=alert(1)> <span class="x">y</span>\n',
    );
    expect(heading?.html).toBe('See <code>a&#x3C;b></code>  y');
  });
});
