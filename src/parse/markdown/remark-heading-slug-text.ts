// The text a heading's id is slugged from, as Docusaurus's headings plugin takes it (mdx-loader
// remark/headings): the mdast text of its children but raw HTML, untrimmed, an image's alt included, a
// footnote reference left out; the whole heading when it holds only HTML. So `## Upgrade <Badge/>` is
// `#upgrade-`, as links written against a Docusaurus site expect. The page's text stays as drawn.
import type { Heading, Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { WRITTEN_TEXT } from './rehype-headings.js';

export function headingSlugText(heading: Heading): string {
  const kept = heading.children.filter((child) => child.type !== 'html');
  return mdastText(kept.length > 0 ? kept : heading);
}

/** After explicit ids are taken out and before any plugin changes a heading's text (emoji/). */
export function remarkHeadingSlugText() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      if (heading.data?.hProperties?.id !== undefined) return;
      const hProperties = { ...heading.data?.hProperties, [WRITTEN_TEXT]: headingSlugText(heading) };
      heading.data = { ...heading.data, hProperties };
    });
  };
}
