// `:battery:` → 🔋 with remark-emoji, as Docusaurus does (`markdown.emoji`, on by default there: mdx-loader
// processor.js getDefaultRemarkPlugins). Only text nodes change: code, URLs and HTML stay as written.
import type { Heading, Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import emoji from 'remark-emoji';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { WRITTEN_TEXT } from '../rehype-headings.js';

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

export function remarkEmoji() {
  // Its transformer is synchronous and reads neither the processor nor the file.
  const replace = (emoji as unknown as () => (tree: Root) => void)();
  return (tree: Root, file: VFile) => {
    if (typeof file.value === 'string' && !SHORTCODE.test(file.value)) return;
    // Docusaurus's headings plugin gives ids before remark-emoji runs: `## :tada: Done` is #tada-done.
    const written = new Map<Heading, string>();
    visit(tree, 'heading', (heading: Heading) => {
      if (heading.data?.hProperties?.id === undefined) written.set(heading, mdastText(heading, { includeHtml: false }));
    });
    replace(tree);
    for (const [heading, text] of written)
      if (mdastText(heading, { includeHtml: false }) !== text)
        heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, [WRITTEN_TEXT]: text } };
  };
}
