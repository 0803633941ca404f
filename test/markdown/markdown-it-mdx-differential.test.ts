// The fast path inside MDX: a doc that MDX would read as plain Markdown (no JSX, HTML, autolinks,
// expressions, ESM or indented code) is tokenized by markdown-it and gives the tree @mdx-js/mdx gives,
// positions included; every other doc is left to MDX. Same inputs as the Markdown differential test.
import commonmark from 'commonmark-spec';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { createHighlighter } from '../../src/parse/markdown/code/highlighter.js';
import type { PipelineOptions } from '../../src/parse/markdown/pipeline.js';
import { createMdxProcessor } from '../../src/parse/mdx/compile.js';
import { mdxPlugins } from '../../src/parse/mdx/plugins.js';
import { files, type Parsed, tally as tallyBoth } from './markdown-it/differential.js';
import { generatedDoc, seededRandom } from './markdown-it/fuzz-docs.js';

type MdxProcessor = Awaited<ReturnType<typeof createMdxProcessor>>;
let withFastPath: MdxProcessor;
let mdxOnly: MdxProcessor;

async function processor(options: PipelineOptions): Promise<MdxProcessor> {
  const plugins = mdxPlugins(createStrings('pt-BR'), createHighlighter(), options, process.cwd());
  return createMdxProcessor(plugins, 'program');
}

beforeAll(async () => {
  withFastPath = await processor({});
  mdxOnly = await processor({ markdownIt: false });
});

function parse(mdx: MdxProcessor, text: string): Parsed {
  const file = new VFile({ path: 'doc.md', value: text });
  const tree = mdx.parse(file);
  return { json: JSON.stringify(tree), parsedBy: file.data.parsedBy };
}

const tally = (named: Iterable<[string, string]>) =>
  tallyBoth(
    named,
    (text) => parse(withFastPath, text),
    (text) => parse(mdxOnly, text),
  );

describe('markdown-it → mdast gives MDX’s tree or declines', () => {
  it('on every help-centre doc and Markdown or MDX fixture', () => {
    const result = tally(files(['content/**/*.md', 'test/fixtures/**/*.{md,mdx}', '!**/node_modules/**']));
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(50);
  });

  it('on the CommonMark 0.31 spec examples', () => {
    const result = tally(commonmark.tests.map((test): [string, string] => [`example ${test.number}`, test.markdown]));
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(200);
  });

  it('on seeded generated docs', () => {
    const random = seededRandom(4242);
    const result = tally(Array.from({ length: 500 }, (_, i): [string, string] => [`doc ${i}`, generatedDoc(random)]));
    expect(result.different).toEqual([]);
    expect(result.fast).toBeGreaterThan(20);
  });
});
