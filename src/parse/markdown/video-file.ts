import type { Element, ElementContent } from 'hast';
import type { LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { isExternalUrl } from '../../core/external-url.js';
import type { LinkRef } from '../../core/model.js';
import { resolveUrl } from './remark-doc-links.js';
import { report } from './report.js';

const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

export interface VideoFileOptions {
  /** The site's locale: the captions' language unless a video says otherwise. */
  locale: string;
  /** "Baixar o vídeo" in the site's language. */
  downloadLabel: string;
}

export interface VideoFile {
  src: string;
  poster?: string | undefined;
  captions?: string | undefined;
  captionsLang?: string | undefined;
  title: string;
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

/** "pt-BR" → "Português (Brasil)", the name a player's captions menu shows. */
function languageName(lang: string, locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

function canonicalLanguage(lang: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(lang)[0];
  } catch {
    return undefined;
  }
}

/**
 * A self-hosted video: `<video controls preload="none">` (nothing downloads until the reader plays
 * it), its WebVTT captions as a `<track>`, and a download link, all without JavaScript. Each file
 * is recorded as a link at the directive's line, so a missing one is an error there.
 */
export function videoFile(node: LeafDirective, file: VFile, video: VideoFile, options: VideoFileOptions): void {
  const context = file.data.linkContext;
  if (!context) throw new Error('videoFile needs file.data.linkContext');
  const position = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
  const links: LinkRef[] = (file.data.links ??= []);
  const fileUrl = (written: string): string => {
    const { url, ref } = resolveUrl(written, position, context, 'file');
    if (ref) links.push(ref);
    return url;
  };
  for (const [key, value] of [
    ['src', video.src],
    ['poster', video.poster],
    ['captions', video.captions],
  ] as const) {
    if (value !== undefined && isExternalUrl(value)) {
      report(
        file,
        node,
        'error',
        `Video ${key} "${value}" must be a file of the site`,
        'video-file',
        "put it under static/: the site's Content-Security-Policy allows media from its own origin only",
      );
    }
  }
  const extension = /\.(\w+)$/.exec(video.src)?.[1]?.toLowerCase() ?? '';
  const type = MEDIA_TYPES[extension];
  if (!type) report(file, node, 'error', `Video src "${video.src}" must be an .mp4, .webm or .ogv file`, 'video-file');
  if (video.captions !== undefined && !/\.vtt$/i.test(video.captions)) {
    report(file, node, 'error', `Video captions "${video.captions}" must be a WebVTT (.vtt) file`, 'video-file');
  }
  const lang = canonicalLanguage(video.captionsLang ?? options.locale);
  if (!lang)
    report(
      file,
      node,
      'error',
      `Video captionsLang "${video.captionsLang}" is not a language tag such as "pt-BR"`,
      'video-file',
    );

  const src = fileUrl(video.src);
  const download = (text: string, className: string) =>
    element('a', { href: src, download: true, className: [className] }, [{ type: 'text', value: text }]);
  const player: ElementContent[] = [element('source', { src, ...(type ? { type } : {}) })];
  if (video.captions !== undefined) {
    player.push(
      element('track', {
        kind: 'captions',
        src: fileUrl(video.captions),
        srcLang: lang ?? options.locale,
        label: languageName(lang ?? options.locale, options.locale),
        default: true,
      }),
    );
  }
  // Shown only by a browser that plays no video at all.
  player.push(download(`${options.downloadLabel}: ${video.title}`, 'video-fallback'));
  node.data = { hName: 'figure', hProperties: { className: ['video-file'] } };
  node.children = [];
  node.data.hChildren = [
    element(
      'video',
      {
        controls: true,
        preload: 'none',
        ...(video.poster !== undefined ? { poster: fileUrl(video.poster) } : {}),
        ariaLabel: video.title,
      },
      player,
    ),
    element('figcaption', {}, [
      { type: 'text', value: `${video.title} · ` },
      download(options.downloadLabel, 'video-download'),
    ]),
  ];
}
