import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { refusedScheme, refusedUrlMessage } from '../../core/unsafe-url.js';
import { report } from './report.js';

/**
 * Refuses `javascript:`, `vbscript:` and `data:` URLs (but `data:image/…` images) in links, images,
 * autolinks and definitions. The parser has already decoded entities and escapes, so
 * `&#106;avascript:` is seen as written for the browser. The URL is also emptied, so no output of
 * this tree (the watch preview included) can carry it.
 */
export function remarkSafeUrls() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const target = node as Link | Definition | Image;
      const scheme = refusedScheme(target.url, node.type === 'image' ? 'image' : 'link');
      if (scheme === undefined) return;
      const what = node.type === 'image' ? 'Image' : node.type === 'definition' ? 'Link definition' : 'Link';
      report(
        file,
        node,
        'error',
        refusedUrlMessage(what, target.url, scheme),
        'unsafe-url',
        'link to a page or an http(s) address instead',
      );
      target.url = '';
    });
  };
}
