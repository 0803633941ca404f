import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report.js';
import { textMayHold } from './text-may-hold.js';

/**
 * `::::cards` holding `:::card{title="…"}` items → a grid of cards (`.card-grid` > `.card`), plain
 * HTML and CSS, the Markdown form of MDX's `<CardGrid>`/`<Card>` (a splash page's features).
 * Runs before remarkDirectives, which would call `cards` an unknown directive.
 */
export function remarkCards() {
  return (tree: Root, file: VFile) => {
    if (!textMayHold(file, ':::')) return;
    visit(tree, 'containerDirective', (node) => {
      if (node.name === 'cards') toGrid(node, file);
    });
    // A `card` left over sits outside any cards (or inside a `:::cards` closed by its first `:::`).
    visit(tree, 'containerDirective', (node) => {
      if (node.name !== 'card') return;
      report(
        file,
        node,
        'error',
        'A ":::card" must sit inside a "::::cards" container',
        'cards-structure',
        'write the container with four colons: ::::cards … ::::',
      );
      asDiv(node, 'card');
    });
  };
}

function toGrid(node: ContainerDirective, file: VFile): void {
  asDiv(node, 'card-grid');
  for (const child of node.children) {
    if (child.type !== 'containerDirective' || child.name !== 'card') {
      report(file, child, 'error', 'Cards hold only ":::card" items', 'cards-structure', 'move this into a :::card');
      continue;
    }
    const title = child.attributes?.title ?? '';
    if (title === '') report(file, child, 'error', 'A card needs a title', 'cards-title', 'write :::card{title="…"}');
    asDiv(child, 'card');
    const heading: Paragraph = {
      type: 'paragraph',
      data: { hName: 'p', hProperties: { className: ['card-title'] } },
      children: [{ type: 'text', value: title }],
    };
    child.children.unshift(heading);
  }
}

/** A directive as a `<div class>` (mdast has no div: a blockquote renamed). */
function asDiv(node: ContainerDirective, className: string): void {
  (node as unknown as { type: string }).type = 'blockquote';
  node.data = { hName: 'div', hProperties: { className: [className] } };
}
