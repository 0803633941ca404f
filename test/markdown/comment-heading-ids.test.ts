// A comment ending a heading gives its id, as Docusaurus 3.10 reads it (mdx-loader remark/headings,
// getCommentHeadingId): `{/* #id */}` in MDX, `<!-- #id -->` in Markdown, the first word only and only with `#`.
// Both Markdown parsers give the same tree, and markdown.commentHeadingIds off leaves the comment alone.
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { loadHtmlParser } from '../../src/parse/markdown/html/load.js';
import { createPipeline, type PipelineOptions } from '../../src/parse/markdown/pipeline.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { mdxContext } from '../helpers/mdx-context.js';

beforeAll(loadHtmlParser);

const strings = createStrings('en');
const table = { base: '/', routeOf: () => undefined };
const on: PipelineOptions = { commentHeadingIds: true };
const withFastPath = createPipeline(strings, on);
const micromarkOnly = createPipeline(strings, { ...on, markdownIt: false });

const MARKDOWN = '## Known issues <!-- #known-issues -->\n\n## Notes <!-- #notes later -->\n\n## Kept <!-- kept -->\n';

function markdownHtml(pipeline: typeof withFastPath, text: string): string {
  const source = { path: 'content/docs/a.md', contentPath: 'docs/a.md', text, hash: text };
  const { doc, diagnostics } = parseDoc(pipeline, source, table);
  expect(diagnostics).toEqual([]);
  return doc.html;
}

async function mdxHtml(text: string, pipelineOptions: PipelineOptions = on): Promise<string> {
  const source = { path: 'docs/a.mdx', contentPath: 'a.mdx', text, hash: text };
  return (await parseMdxBody(source, table, mdxContext('en', { pipelineOptions }))).body.html;
}

describe("a heading's closing comment", () => {
  it('gives a Markdown heading its id, the same with either parser', () => {
    const html = markdownHtml(withFastPath, MARKDOWN);
    expect(html).toContain('<h2 id="known-issues">Known issues<a');
    expect(html).toContain('<h2 id="notes">Notes<a');
    // No `#`: a comment (left out of the page), and the heading is slugged as before.
    expect(html).toContain('<h2 id="kept-">Kept <a');
    expect(markdownHtml(micromarkOnly, MARKDOWN)).toBe(html);
    const tree = (pipeline: typeof withFastPath) =>
      JSON.stringify(pipeline.forText(MARKDOWN).parse(new VFile({ path: 'a.md', value: MARKDOWN })));
    expect(tree(withFastPath)).toBe(tree(micromarkOnly));
  });

  it('gives an MDX heading its id when the expression is one comment', async () => {
    const html = await mdxHtml('## Known issues {/* #known-issues */}\n\n## Both {1 /* #both */}\n');
    expect(html).toContain('<h2 id="known-issues">Known issues<a');
    expect(html).toContain('<h2 id="both-1--both-">');
  });

  it('is left alone when markdown.commentHeadingIds is off', async () => {
    const off = createPipeline(strings, { commentHeadingIds: false });
    expect(markdownHtml(off, MARKDOWN)).toContain('<h2 id="known-issues-">Known issues <a');
    expect(await mdxHtml('## Known issues {/* #known-issues */}\n', {})).toContain(
      '<h2 id="known-issues--known-issues-">',
    );
  });
});
