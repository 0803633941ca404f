import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { headingSlugText } from './remark-heading-slug-text.js';

/**
 * A doc's first `# heading` (before any thematic break) is its content title (load/content-title.ts
 * finds it): it leaves the body, and the page heads the body with it, or with the front matter title
 * when there is none (Docusaurus shows the heading where both are given, never both).
 * Docusaurus keeps a doc's or a page's title heading in the body until its headings plugin has slugged it
 * (mdx-loader remark/headings, one slugger per file, h1 included), so a later `## Title` gets `title-1`: its
 * text is kept for the ids. A post's is removed first (removeContentTitle), as is one with an explicit `{#id}`,
 * which the slugger never sees.
 */
export function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const at = tree.children.findIndex((node) => node.type === 'heading' || node.type === 'thematicBreak');
    const first = tree.children[at];
    if (first?.type !== 'heading' || first.depth !== 1) return;
    tree.children.splice(at, 1);
    if (!file.data.blogPost && first.data?.hProperties?.id === undefined)
      file.data.titleSlugText = headingSlugText(first);
  };
}
