import type { Image, Paragraph, Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report.js';
import { textMayHold } from './text-may-hold.js';

/** Images among the first blocks of a page are likely on the first screen: loaded at once. */
const FIRST_SCREEN_BLOCKS = 3;
const VARIANT = /#(dark|light)$/;

/**
 * Markdown images: `decoding="async"`; `loading="lazy"` except the first one near the top; a title
 * on an image alone in its paragraph becomes a `<figure>` caption; `x.png#dark` / `#light` are
 * shown only in that colour mode (templates/styles/content.css); a missing alt is a warning.
 */
export function remarkImages() {
  return (tree: Root, file: VFile) => {
    if (!textMayHold(file, '![')) return;
    let first = true;
    tree.children.forEach((block, blockIndex) => {
      visit(block, 'image', (image: Image) => {
        const eager = first && blockIndex < FIRST_SCREEN_BLOCKS;
        first = false;
        const className: string[] = [];
        const variant = VARIANT.exec(image.url)?.[1];
        if (variant) {
          image.url = image.url.slice(0, -variant.length - 1);
          className.push(`img-${variant}`);
        }
        if (!image.alt) {
          report(
            file,
            image,
            'warning',
            `Image ${image.url} has no alt text`,
            'image-alt',
            'say what it shows: ![what it shows](…); readers of screen readers get nothing else',
          );
        }
        image.data = {
          ...image.data,
          hProperties: {
            ...(className.length > 0 ? { className } : {}),
            ...(eager ? {} : { loading: 'lazy' }),
            decoding: 'async',
          },
        };
      });
    });
    visit(tree, 'paragraph', (paragraph: Paragraph, index, parent) => {
      const only = paragraph.children.length === 1 ? paragraph.children[0] : undefined;
      if (only?.type !== 'image' || !only.title || !parent || index === undefined) return undefined;
      const caption = only.title;
      only.title = null;
      const figure = {
        type: 'paragraph',
        data: { hName: 'figure', hProperties: { className: ['image-figure'] } },
        children: [only, { type: 'text', value: caption, data: { hName: 'figcaption' } } as never],
        position: paragraph.position,
      } as Paragraph;
      parent.children.splice(index, 1, figure as RootContent as never);
      return SKIP;
    });
  };
}
