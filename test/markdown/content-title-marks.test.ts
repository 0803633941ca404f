// A doc's `# heading` leaves the body for the page's header (remark-content-title.ts); its marks go with it as
// HTML (`titleHtml`), as Docusaurus shows them, with nothing else: raw HTML in it is dropped, a link is its text.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { markdownBody } from '../helpers/markdown-body.js';

const titleHtml = (text: string) => markdownBody(text).titleHtml;

describe("a # heading's marks", () => {
  beforeAll(() => loadHtmlParser());

  it('are kept as code, emphasis, strong and del; a plain heading has none', () => {
    expect(titleHtml('# `connect()` and *more*\n\nText.\n')).toBe('<code>connect()</code> and <em>more</em>');
    expect(titleHtml('# **Bold** ~~old~~\n')).toBe('<strong>Bold</strong> <del>old</del>');
    expect(titleHtml('# Plain & simple\n')).toBeUndefined();
    // Not a title: an h1 after another heading stays in the body.
    expect(titleHtml('## First\n\n# `Later`\n')).toBeUndefined();
  });

  it('never carry HTML of the doc: raw tags are dropped, text is escaped, a link is its text', () => {
    expect(titleHtml('# `a<b>` <img src=x onerror=alert(1)> [link](https://x.example)\n')).toBe(
      '<code>a&#x3C;b></code>  link',
    );
    expect(titleHtml('# `x` <script>alert(1)</script>\n')).toBe('<code>x</code> alert(1)');
  });
});
