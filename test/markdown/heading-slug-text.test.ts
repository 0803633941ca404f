// A heading's id is slugged from the text Docusaurus's headings plugin reads (mdx-loader remark/headings): its
// mdast text but raw HTML, untrimmed, with an image's alt and without a footnote's number. Links written against a
// Docusaurus site point at those ids (`#upgrade-` for `## Upgrade <Badge/>`), whichever parser read the doc.
import { beforeAll, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { parseBody } from '../../src/parse/parse-body.js';
import { mdxContext } from '../helpers/mdx-context.js';

const strings = createStrings('en');
const table = { base: '/docs/', routeOf: () => undefined };
const source = (text: string, ext = 'md') => ({
  path: `content/page.${ext}`,
  contentPath: `page.${ext}`,
  text,
  hash: text + ext,
});
const ids = (html: string) => [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((match) => match[1]);

const markdown = [
  '# Setup <br/>',
  '## Setup',
  '## Upgrading from 3.28 <br/>',
  '## <span>Only</span> words',
  '## Logo ![mark](https://example.com/mark.png)',
  '## Notes[^1]',
  '## Explicit <br/> {#kept}',
  '[^1]: A note.',
].join('\n\n');

describe('heading ids', () => {
  beforeAll(loadHtmlParser);

  it.each([true, false])('are slugged from the mdast text Docusaurus reads (markdown-it: %s)', (markdownIt) => {
    const { body, diagnostics } = parseBody(createPipeline(strings, { markdownIt }), source(markdown), table);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The title's slug, `setup-`, is taken first: the next `## Setup` is `setup`, not `setup-1`.
    expect(ids(body.html)).toEqual(['setup', 'upgrading-from-328-', 'only-words', 'logo-mark', 'notes', 'kept']);
    expect(body.html).toContain('aria-label="Direct link to Upgrading from 3.28"');
  });

  it('end in "-" where a component ends an MDX heading, as in Docusaurus', async () => {
    const text = '## Upgrading from 3.28 <span />\n\n## <span>Badge</span> first\n\n## Plain';
    const { body, diagnostics } = await parseMdxBody(source(text, 'mdx'), table, mdxContext('en'));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(ids(body.html)).toEqual(['upgrading-from-328-', 'badge-first', 'plain']);
  });
});
