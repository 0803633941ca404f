// `markdown.emoji`: shortcodes in text become emoji with remark-emoji, as Docusaurus does, whichever parser
// read the doc and in MDX; code and URLs keep them, and a heading's id is slugged from its text as written.
// Off unless asked. Only `:+1:` and `:-1:` reach markdown-it's fast path: `:battery:` reads as a text directive.
import { beforeAll, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { parseConfig } from '../../src/load/config/load.js';
import { loadEmojiPlugin } from '../../src/parse/markdown/emoji/load.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { parseBody } from '../../src/parse/parse-body.js';
import { mdxContext } from '../helpers/mdx-context.js';

const strings = createStrings('en');
const table = { base: '/docs/', routeOf: () => undefined };
const source = (text: string, ext = 'md') => ({
  path: `content/page.${ext}`,
  contentPath: `page.${ext}`,
  text: `---\ntitle: T\n---\n\n${text}\n\n\`\`\`\n:battery: :+1:\n\`\`\`\n`,
  hash: text + ext,
});
const words = '## :tada: Done\n\nCharge the :battery: to :100:, not `:battery:` or :no-such-emoji:.';
const wordsHtml =
  '<h2 id="tada-done">🎉 Done<a class="hash-link" href="#tada-done" aria-label="Direct link to 🎉 Done">#</a></h2>\n' +
  '<p>Charge the 🔋 to 💯, not <code>:battery:</code> or :no-such-emoji:.</p>\n<pre';
const signs = '## Thanks :+1:\n\nThanks :+1:, not `:-1:` or [:-1:](https://example.com/:+1:).';
const signsHtml =
  '<h2 id="thanks-1">Thanks 👍<a class="hash-link" href="#thanks-1" aria-label="Direct link to Thanks 👍">#</a></h2>\n' +
  '<p>Thanks 👍, not <code>:-1:</code> or <a href="https://example.com/:+1:">👎</a>.</p>\n<pre';
const codeBlock = '<code>:battery: :+1:\n</code>';

describe('emoji shortcodes', () => {
  beforeAll(loadEmojiPlugin);

  it('are off unless the config turns them on', () => {
    expect(parseConfig({}).markdown.emoji).toBe(false);
    expect(parseConfig({ markdown: { emoji: true } }).markdown.emoji).toBe(true);
  });

  it.each([
    [signs, signsHtml, 'markdown-it'],
    [words, wordsHtml, 'micromark'],
  ])('become emoji in Markdown text, not in code or URLs: %s', (text, html, parser) => {
    for (const markdownIt of [true, false]) {
      const pipeline = createPipeline(strings, { emoji: true, markdownIt });
      const { body, diagnostics, parsedBy } = parseBody(pipeline, source(text), table);
      expect(diagnostics).toEqual([]);
      expect(parsedBy).toBe(markdownIt ? parser : 'micromark');
      expect(body.html).toContain(html);
      expect(body.html).toContain(codeBlock);
    }
  });

  it('stay as written with the option off', () => {
    const { body } = parseBody(createPipeline(strings), source(words), table);
    expect(body.html).toContain('<h2 id="tada-done">:tada: Done');
    expect(body.html).toContain('Charge the :battery: to :100:');
  });

  it.each([
    [signs, signsHtml],
    [words, wordsHtml],
  ])('become emoji in MDX the same way: %s', async (text, html) => {
    const context = mdxContext('en', { pipelineOptions: { emoji: true } });
    const { body, diagnostics } = await parseMdxBody(source(text, 'mdx'), table, context);
    expect(diagnostics).toEqual([]);
    expect(body.html).toContain(html);
    expect(body.html).toContain(codeBlock);
  });
});
