import path from 'node:path';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from '../report.js';
import { resolveUrl } from '../remark-doc-links.js';
import { imageFileOf, readImageFile, sizeOf, type SiteFolders } from './image-files.js';
import { inlineSvg } from './inline-svg.js';
import { textMayHold } from '../text-may-hold.js';

const INLINE = /#inline$/;

export interface ImageFilesOptions {
  /** Without them (a doc parsed on its own, in tests) images keep only what the Markdown says. */
  folders?: SiteFolders | undefined;
}

/**
 * Local images read at build time: each gets the `width` and `height` of its file, so the page
 * keeps its place before the image arrives (CSS scales it down with `height: auto`);
 * `![alt](x.svg#inline)` puts the SVG's markup in the page instead (inline-svg.ts). Every file read
 * is a dependency of the doc (`file.data.files`): a kept parse result is only reused while they
 * are unchanged. A missing file stays an image, which the link check reports.
 */
export function remarkImageFiles(options: ImageFilesOptions = {}) {
  const folders = options.folders;
  return (tree: Root, file: VFile) => {
    if (!textMayHold(file, '![')) return;
    const context = file.data.linkContext;
    let inlined = 0;
    visit(tree, 'image', (image: Image, index, parent) => {
      const inline = INLINE.test(image.url);
      if (inline) image.url = image.url.replace(INLINE, '');
      if (!folders || !context) return;
      const position = { line: image.position?.start.line ?? 1, column: image.position?.start.column ?? 1 };
      const { ref } = resolveUrl(image.url, position, context, 'file', folders);
      const found = ref && imageFileOf(ref, folders);
      if (!found) {
        if (inline && !ref)
          report(
            file,
            image,
            'error',
            `Only a file of the site can be inlined: ${image.url}`,
            'svg-inline',
            'download the SVG into content/ or static/',
          );
        return;
      }
      const read = readImageFile(found, folders);
      (file.data.files ??= []).push(read.dependency);
      if (inline) {
        if (!/\.svg$/i.test(found)) {
          report(
            file,
            image,
            'error',
            `Only an SVG can be inlined: ${image.url}`,
            'svg-inline',
            'remove #inline to show it as an image',
          );
          return;
        }
        const prefix = `${path.basename(found, path.extname(found)).replace(/[^\w-]/g, '-')}-${++inlined}-`;
        const result = inlineSvg(read.bytes.toString('utf8'), image.alt ?? '', prefix);
        if (!result.ok) {
          report(file, image, 'error', `${image.url} cannot be inlined: ${result.error}`, 'svg-inline');
          return;
        }
        if (result.removed.length > 0) {
          report(
            file,
            image,
            'warning',
            `Removed from the inlined ${image.url}: ${result.removed.join(', ')}`,
            'svg-inline-removed',
            'an inlined SVG keeps drawing elements and presentation attributes only; scripts, handlers, styles and ' +
              'external references never reach a page',
          );
        }
        // Published all the same (the link check sees it), so the file is never reported as unused.
        (file.data.links ??= []).push(ref);
        if (parent && index !== undefined) {
          parent.children[index] = {
            type: 'inlineSvg',
            children: [],
            data: { hName: 'svg', hProperties: result.svg.properties, hChildren: result.svg.children },
            position: image.position,
          } as never;
        }
        return;
      }
      const size = sizeOf(read);
      if ('error' in size) {
        report(
          file,
          image,
          'warning',
          `The size of ${image.url} could not be read: ${size.error}`,
          'image-size',
          'save it as PNG, JPEG, GIF, WebP or SVG',
        );
        return;
      }
      image.data = {
        ...image.data,
        hProperties: { ...image.data?.hProperties, width: size.width, height: size.height },
      };
    });
  };
}
