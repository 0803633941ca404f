import type { Root, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString as mdastText } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { VideoSetting } from '../../core/config.js';
import type { Strings } from '../../core/strings.js';
import { isAdmonitionName, toAdmonition, type AdmonitionKind, type AdmonitionOptions } from './remark-admonitions.js';
import { report } from './report.js';
import { toVideo, type VideoOptions } from './remark-video.js';

type Directive = ContainerDirective | LeafDirective | TextDirective;

type DirectiveOptions = AdmonitionOptions & {
  video: VideoOptions;
  /** A block directive no one draws: an error, or a warning with its content drawn as a plain block. */
  unknown: 'error' | 'warning';
};

/** The admonition labels in the site's language (the Markdown chain, MDX and `@theme/Admonition`). */
export function admonitionTitles(strings: Strings): Record<AdmonitionKind, string> {
  const t = strings.t;
  return {
    note: t('admonition.note'),
    tip: t('admonition.tip'),
    info: t('admonition.info'),
    warning: t('admonition.warning'),
    caution: t('admonition.caution'),
    danger: t('admonition.danger'),
  };
}

/** remarkDirectives's options from the site's strings and the config's videos. */
export function directiveOptions(
  strings: Strings,
  videos: Readonly<Record<string, VideoSetting>> | undefined,
  keywords: readonly string[] = [],
  unknown: 'error' | 'warning' = 'error',
): DirectiveOptions {
  return {
    titles: admonitionTitles(strings),
    keywords,
    unknown,
    video: { videos: videos ?? {}, locale: strings.locale, downloadLabel: strings.t('video.download') },
  };
}

/**
 * Every directive in one walk of the tree: `:::note` and its kin become admonitions, `::video` a
 * player. A text directive is almost always prose like `texto:palavra`, so it goes back to text
 * with a warning; any other block directive is an error (or, `unknown: 'warning'`, a warning and a plain block).
 */
export function remarkDirectives(options: DirectiveOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective' && toAdmonition(directive, options)) return;
      if (directive.type === 'leafDirective' && directive.name === 'video') {
        // A named video with no source yet shows nothing at all.
        if (toVideo(directive, file, options.video) || !parent || index === undefined) return undefined;
        parent.children.splice(index, 1);
        return index;
      }
      if (directive.type === 'textDirective' && parent && index !== undefined) {
        // Times such as 14:35 are prose, not directives: restored silently.
        if (!/^\d/.test(directive.name)) {
          report(
            file,
            directive,
            'warning',
            `":${directive.name}" was read as a directive and kept as text`,
            'text-directive',
            'put a space after the colon',
          );
        }
        const start = directive.position?.start.offset;
        const end = directive.position?.end.offset;
        const original = start !== undefined && end !== undefined ? String(file.value).slice(start, end) : undefined;
        const text: Text = { type: 'text', value: original ?? `:${directive.name}${mdastText(directive)}` };
        parent.children.splice(index, 1, text as never);
        return SKIP;
      }
      if (isAdmonitionName(directive.name)) {
        report(
          file,
          directive,
          'error',
          `An admonition is a block of three colons: ":::${directive.name}" … ":::"`,
          'unknown-directive',
        );
      } else if (directive.name === 'video') {
        report(
          file,
          directive,
          'error',
          'A video is one line of two colons: ::video{name="…" title="…"}',
          'unknown-directive',
        );
      } else {
        // As a warning, the block stays: remark-rehype draws a node it has no handler for as a <div> of its content.
        report(
          file,
          directive,
          options.unknown,
          `Unknown directive ":::${directive.name}"${options.unknown === 'warning' ? ', shown as a plain block' : ''}`,
          'unknown-directive',
          'use note, tip, info, warning, caution, danger or video',
        );
      }
      return undefined;
    });
  };
}
