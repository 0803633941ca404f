// GFM footnotes' "Footnotes" heading is added by remark-rehype, after Docusaurus's toc plugin has read the mdast
// headings (mdx-loader remark/toc): it keeps its id and anchor but is no entry in the table of contents.
import { beforeAll, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { parseBody } from '../../src/parse/parse-body.js';
import { mdxContext } from '../helpers/mdx-context.js';

const strings = createStrings('en');
const table = { base: '/docs/', routeOf: () => undefined };
const source = (ext: string) => {
  const text = '## Notes\n\nText[^1]\n\n[^1]: A note.';
  return { path: `content/page.${ext}`, contentPath: `page.${ext}`, text, hash: text + ext };
};

describe('the footnotes heading', () => {
  beforeAll(loadHtmlParser);

  it('is not in the table of contents of a Markdown doc', () => {
    const { body } = parseBody(createPipeline(strings), source('md'), table);
    expect(body.headings.map((heading) => heading.id)).toEqual(['notes']);
    expect(body.html).toContain('id="footnote-label"');
    expect(body.anchorIds.has('footnote-label')).toBe(true);
  });

  it('is not in the table of contents of an MDX doc', async () => {
    const { body } = await parseMdxBody(source('mdx'), table, mdxContext('en'));
    expect(body.headings.map((heading) => heading.id)).toEqual(['notes']);
    expect(body.html).toContain('id="footnote-label"');
  });
});
