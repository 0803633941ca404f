import type { LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { didYouMean } from '../../core/diagnostics.js';
import type { VideoSetting } from '../../core/config.js';
import { report } from './report.js';
import { videoFile, type VideoFileOptions } from './video-file.js';

const VIDEO_ID = /^[\w-]{6,20}$/;
const ATTRIBUTES = new Set(['name', 'id', 'src', 'poster', 'captions', 'captionsLang', 'title']);

export interface VideoOptions extends VideoFileOptions {
  /** The config's `videos`, by name. */
  videos: Readonly<Record<string, VideoSetting>>;
}

/**
 * `::video{…}` in one of three forms, each with a `title`: `name="…"` (a video of the config, so its
 * source is one setting), `src="…"` (a self-hosted file, with `poster` and `captions`) or `id="…"`
 * (a YouTube id). Returns false when nothing is to be shown: a named video with no source yet (or
 * a directive whose error already fails the build).
 */
export function toVideo(node: LeafDirective, file: VFile, options: VideoOptions): boolean {
  const attributes = node.attributes ?? {};
  const title = attributes.title ?? '';
  for (const key of Object.keys(attributes)) {
    if (!ATTRIBUTES.has(key))
      report(
        file,
        node,
        'error',
        `Video directive has no attribute "${key}"`,
        'video-attribute',
        'use name, src, poster, captions, captionsLang, id or title',
      );
  }
  if (title === '') report(file, node, 'error', 'Video directive needs a title="…"', 'video-title');
  const forms = (['name', 'src', 'id'] as const).filter(
    (key) => attributes[key] !== undefined && attributes[key] !== null,
  );
  if (forms.length !== 1) {
    const message =
      forms.length === 0
        ? 'Video directive needs name="…" (a video of the config), src="…" (a file of the site) ' +
          'or id="…" (a YouTube id)'
        : `Video directive takes one of name, src or id (got ${forms.join(' and ')})`;
    report(file, node, 'error', message, 'video-source');
    return false;
  }
  const [form] = forms;
  if (form !== 'src') {
    for (const key of ['poster', 'captions', 'captionsLang'] as const) {
      if (attributes[key] != null)
        report(
          file,
          node,
          'error',
          `Video attribute "${key}" goes with src="…"`,
          'video-attribute',
          form === 'name' ? "set it in the config's videos" : 'YouTube shows its own',
        );
    }
  }
  if (form === 'src') {
    videoFile(
      node,
      file,
      {
        src: attributes.src ?? '',
        poster: attributes.poster ?? undefined,
        captions: attributes.captions ?? undefined,
        captionsLang: attributes.captionsLang ?? undefined,
        title,
      },
      options,
    );
    return true;
  }
  if (form === 'id') {
    youTube(node, file, attributes.id ?? '', title);
    return true;
  }
  const name = attributes.name ?? '';
  const setting = options.videos[name];
  if (!setting) {
    const hint = didYouMean(name, Object.keys(options.videos));
    report(
      file,
      node,
      'error',
      `Video "${name}" is not in the config's videos`,
      'video-name',
      hint ?? 'add it to videos in helpdocs.config.ts',
    );
    return false;
  }
  if (setting.youtube) {
    youTube(node, file, setting.youtube, title);
    return true;
  }
  if (setting.src) {
    videoFile(node, file, { ...setting, src: setting.src, title }, options);
    return true;
  }
  return false;
}

/**
 * A privacy-friendly YouTube player: a plain link to the video (the text fallback, works without
 * JavaScript) that the client swaps for a youtube-nocookie iframe on click.
 */
function youTube(node: LeafDirective, file: VFile, id: string, title: string): void {
  if (!VIDEO_ID.test(id)) {
    report(
      file,
      node,
      'error',
      `Video directive needs an id="…" of 6–20 letters, digits, "-" or "_" (got "${id}")`,
      'video-id',
    );
  }
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
}
