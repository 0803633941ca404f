// A directive's name starts with an ASCII letter and goes on with ASCII letters, digits, `-` and `_`, as
// remark-directive 3 reads it in Docusaurus's mdx-loader (micromark-extension-directive 3, factory-name.js):
// `:::注意` is text, with no error, in both Markdown parsers and in MDX. (Text directives, `:name`, are
// turned back into text by remarkDirectives.)
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { parseDoc } from '../../src/parse/parse-doc.js';
import { mdxContext } from '../helpers/mdx-context.js';

const strings = createStrings('pt-BR');
const withFastPath = createPipeline(strings);
const micromarkOnly = createPipeline(strings, { markdownIt: false });
const table = { base: '/', routeOf: () => undefined };

const NOT_NAMES = ':::注意\nTexto\n:::\n\n:::1abc\nx\n:::\n\n:::tip注意\ny\n:::\n\n::提示\n';

function tree(pipeline: typeof withFastPath, text: string): string {
  return JSON.stringify(pipeline.forText(text).parse(new VFile({ path: 'doc.md', value: text })));
}

describe('a directive name that does not start with an ASCII letter', () => {
  it('is text in a Markdown doc, with no error, the same with either parser', () => {
    const source = { path: 'content/docs/a.md', contentPath: 'docs/a.md', text: NOT_NAMES, hash: 'names' };
    const { doc, diagnostics } = parseDoc(micromarkOnly, source, table);
    expect(diagnostics).toEqual([]);
    expect(doc.html).toContain('<p>:::注意\nTexto\n:::</p>');
    expect(doc.html).toContain('<p>:::tip注意\ny\n:::</p>');
    expect(doc.html).toContain('<p>::提示</p>');
    for (const text of [NOT_NAMES, ':::注意\n\n- item\n\n:::\n', 'Antes\n:::注意\n']) {
      expect(tree(withFastPath, text)).toBe(tree(micromarkOnly, text));
    }
  });

  it('is text in an MDX doc', async () => {
    const text = '# A\n\n:::注意\nTexto\n:::\n';
    const { body } = await parseMdxBody(
      { path: 'docs/a.mdx', contentPath: 'a.mdx', text, hash: text },
      table,
      mdxContext(),
    );
    expect(body.html).toContain('<p>:::注意\nTexto\n:::</p>');
  });

  it('leaves ASCII names as directives: an admonition, and an unknown name still an error', () => {
    const text = ':::tip\nDica\n:::\n\n:::aviso_2\nz\n:::\n';
    const source = { path: 'content/docs/a.md', contentPath: 'docs/a.md', text, hash: 'ascii' };
    const { doc, diagnostics } = parseDoc(withFastPath, source, table);
    expect(doc.html).toContain('Dica');
    expect(doc.html).not.toContain(':::tip');
    expect(diagnostics.map((d) => d.message)).toEqual(['Unknown directive ":::aviso_2"']);
  });
});
