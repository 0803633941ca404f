// Docusaurus escapes the first `{#` of every heading line before MDX reads it (escapeMarkdownHeadingIds),
// so a heading that only mentions `{#` is text, where MDX alone fails on an unfinished expression.
import { describe, expect, it } from 'vitest';
import { parseMdxBody } from '../../src/parse/mdx/parse-mdx.js';
import { escapeHeadingIds } from '../../src/parse/markdown/remark-heading-ids.js';
import { mdxContext } from '../helpers/mdx-context.js';

const table = { base: '/', routeOf: () => undefined };
const asMdx = async (text: string) =>
  (await parseMdxBody({ path: 'docs/a.mdx', contentPath: 'a.mdx', text, hash: text }, table, mdxContext())).body;

describe('`{#` in a heading of an MDX doc', () => {
  it('is text when it starts no id, and the page builds', async () => {
    const body = await asMdx('# A\n\n### browser.ml.chat.prompts.{#}\n\nText.\n');
    expect(body.html).toContain('<h3 id="browsermlchatprompts">browser.ml.chat.prompts.{#}<a class="hash-link"');
  });

  it('still gives the heading an id written as {#id}', async () => {
    const body = await asMdx('# A\n\n## Check {#check-it}\n');
    expect(body.html).toContain('<h2 id="check-it">Check<a class="hash-link"');
  });

  it('is escaped once, only on heading lines outside code', () => {
    expect(escapeHeadingIds('## a {#b} and \\{#c}\n#tag {#\n')).toBe('## a \\{#b} and \\{#c}\n#tag \\{#\n');
    expect(escapeHeadingIds('## done \\{#x}\n')).toBe('## done \\{#x}\n');
    expect(escapeHeadingIds('```sh\n# {#not}\n```\nText {#x}\n')).toBe('```sh\n# {#not}\n```\nText {#x}\n');
  });
});
