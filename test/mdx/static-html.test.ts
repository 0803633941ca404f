// A doc read as MDX with nothing to run (no JSX, expression or import: most `.md` docs of a
// Docusaurus site) is written as HTML at compile time, as the same doc read as Markdown is.
import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { mdxContext } from '../helpers/mdx-context.js';
import { parseBody } from '../../src/parse/parse-body.js';
import { VFile } from 'vfile';
import { compileMdx } from '../../src/parse/mdx/compile.js';
import { mdxPlugins } from '../../src/parse/mdx/plugins.js';
import { linkContextOf } from '../../src/parse/markdown/link-context.js';

const table = { base: '/', routeOf: (contentPath: string) => (contentPath === 'b.md' ? '/b/' : undefined) };
const context = mdxContext();
const source = (text: string, extension: string) => ({
  path: `docs/a.${extension}`,
  contentPath: `a.${extension}`,
  text,
  hash: extension,
});
const asMdx = async (text: string) => (await parseMdxBody(source(text, 'mdx'), table, context)).body;
const asMarkdown = (text: string) => parseBody(createPipeline(createStrings('en')), source(text, 'md'), table).body;

describe('an MDX doc with nothing to run', () => {
  const doc =
    '# Install\n\nSee [the next step](./b.md) & **go**.\n\n:::tip\nTip text.\n:::\n\n' +
    '## Check {#check-it}\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nif (a < b) run();\n```\n';

  it('is the HTML the same doc read as Markdown gives, with the same headings, links and search text', async () => {
    const mdx = await asMdx(doc);
    const markdown = asMarkdown(doc);
    expect(mdx.html).toBe(markdown.html);
    expect(mdx.html).toContain('<h2 id="check-it">');
    expect(mdx.html).toContain('<a href="/b/">the next step</a>');
    expect(mdx.headings).toEqual(markdown.headings);
    expect(mdx.sections).toEqual(markdown.sections);
    expect(mdx.links.map((link) => link.target)).toEqual(['b.md']);
  });

  it('is not what a doc with an expression, JSX or an export gets: those run', async () => {
    expect((await asMdx('# A\n\nThere are {1 + 2} regions.\n')).html).toContain('There are 3 regions.');
    expect((await asMdx('# A\n\n<details><summary>More</summary>Inside</details>\n')).html).toContain(
      '<details><summary>More</summary>Inside</details>',
    );
    expect((await asMdx('export const n = 4;\n\n# A\n\nSee {n}.\n')).html).toContain('See 4.');
  });

  it('stays static with front matter and a title: its frontMatter and contentTitle run only if read', async () => {
    const plugins = mdxPlugins(context.strings, context.highlighter, context.pipelineOptions, context.root);
    const staticHtmlOf = async (text: string) => {
      const data = { linkContext: linkContextOf(source(text, 'md'), table) };
      const file = new VFile({ path: '/site/docs/a.md', value: text, data });
      await compileMdx(file, { siteRoot: context.root, ...plugins }, 60_000);
      return file.data.staticHtml;
    };
    expect(await staticHtmlOf('---\nstatus: Draft\n---\n\n# A\n\nPlain text.\n')).toBe('<p>Plain text.</p>');
    expect(await staticHtmlOf('---\nstatus: Draft\n---\n\n# A\n\n{frontMatter.status}\n')).toBeUndefined();
  });
});
