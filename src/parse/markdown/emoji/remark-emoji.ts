// `:battery:` → 🔋 with remark-emoji, as Docusaurus does (`markdown.emoji`, on by default there: mdx-loader
// processor.js getDefaultRemarkPlugins). Only text nodes change: code, URLs and HTML stay as written.
import type { Root } from 'mdast';
import emoji from 'remark-emoji';
import type { VFile } from 'vfile';

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

export function remarkEmoji() {
  // Its transformer is synchronous and reads neither the processor nor the file.
  const replace = (emoji as unknown as () => (tree: Root) => void)();
  return (tree: Root, file: VFile) => {
    if (typeof file.value === 'string' && !SHORTCODE.test(file.value)) return;
    // Headings keep the text they are slugged from (remark-heading-slug-text.ts): `## :tada: Done` is #tada-done.
    replace(tree);
  };
}
