// Code blocks in MDX are written as HTML once and put back into the rendered page: the page shows
// what the JSX of hundreds of <span>s rendered, wherever and however often a component renders it.
import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { mdxContext } from '../helpers/mdx-context.js';
import { withCodeHtml } from '../../src/parse/mdx/rehype-code-html.js';
import { parseBody } from '../../src/parse/parse-body.js';

const table = { base: '/', routeOf: () => undefined };
const context = mdxContext();
const mdx = async (text: string) =>
  (await parseMdxBody({ path: 'docs/a.mdx', contentPath: 'a.mdx', text, hash: 'a' }, table, context)).body.html;
const fence = '```js title="check.js" {2}\nif (a && b < c) {\n  run("x");\n}\n```\n';

describe('code blocks in MDX', () => {
  it('are the HTML a Markdown doc writes for the same fence', async () => {
    const markdown = parseBody(
      createPipeline(createStrings('en')),
      { path: 'docs/a.md', contentPath: 'a.md', text: fence, hash: 'a' },
      table,
    ).body.html;
    const block = /<figure class="code-figure">[\s\S]*?<\/figure>/.exec(markdown)?.[0];
    expect(block).toContain('<span class="code-line code-line-highlighted">  <span class="hljs-title function_">run');
    expect(block).toContain('&#x26;&#x26; b &#x3C; c');
    expect(await mdx(`# A\n\n${fence}`)).toContain(block);
  });

  it('are put back as often as a component renders them, and no placeholder is left', async () => {
    const doc =
      'export const Twice = ({ children }) => <div className="twice">{children}{children}</div>;\n\n' +
      `# A\n\n<Twice>\n\n${fence}\n</Twice>\n\n<Twice>No code here.</Twice>\n`;
    const html = await mdx(doc);
    expect(html.match(/<figure class="code-figure">/g)).toHaveLength(2);
    expect(html).toContain('<div class="twice">No code here.No code here.</div>');
    expect(html).not.toContain('helpdocs-code');
  });

  it('are put back even when a component added attributes to the placeholder; unknown ones are left out', () => {
    const codeHtml = { abc123: ['<pre>one</pre>'] };
    expect(withCodeHtml('<p>x</p><helpdocs-code class="c" data-key="abc123:0" id="i"></helpdocs-code>', codeHtml)).toBe(
      '<p>x</p><pre>one</pre>',
    );
    expect(withCodeHtml('<helpdocs-code data-key="fff:0"></helpdocs-code>', codeHtml)).toBe('');
  });
});
