import type { LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { report } from './report.js';

const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * `::video{id="…" title="…"}` → a privacy-friendly player: a plain link to the video (the text
 * fallback, works without JavaScript) that the client swaps for a youtube-nocookie iframe on click.
 */
export function toVideo(node: LeafDirective, file: VFile): boolean {
  if (node.name !== 'video') return false;
  const id = node.attributes?.id ?? '';
  const title = node.attributes?.title ?? '';
  if (!VIDEO_ID.test(id)) {
    report(file, node, 'error', `Video directive needs an id="…" of 6–20 letters, digits, "-" or "_" (got "${id}")`, 'video-id');
  }
  if (title === '') report(file, node, 'error', 'Video directive needs a title="…"', 'video-title');
  const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
  node.data = {
    hName: 'figure',
    hProperties: { className: ['video'], dataVideoId: id, dataVideoTitle: title } as Record<string, string | string[]>,
  };
  node.children = [
    {
      type: 'link',
      url: watchUrl,
      data: { hProperties: { className: ['video-facade'], rel: ['noopener'] } },
      children: [{ type: 'text', value: title }],
    },
  ];
  return true;
}
