// What raw HTML in content may hold: GitHub's allow-list (rehype-sanitize's default schema) plus
// the elements docs writers reach for. Shared by Markdown (rehype-raw-html.ts) and MDX.
import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

const github = defaultSchema;

/** Removed with everything inside them: their content is code or controls, never prose. */
export const STRIPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'template',
  'noscript',
  'textarea',
  'select',
  'button',
];

export const rawHtmlSchema: Schema = {
  ...github,
  tagNames: [
    ...(github.tagNames ?? []),
    'abbr',
    'caption',
    'cite',
    'col',
    'colgroup',
    'dfn',
    'figcaption',
    'figure',
    'mark',
    'small',
    'time',
    'u',
    'wbr',
  ],
  attributes: {
    ...github.attributes,
    img: [...(github.attributes?.img ?? []), 'srcSet', 'sizes', 'loading', 'decoding'],
    source: [...(github.attributes?.source ?? []), 'media', 'type', 'sizes'],
  },
  // Ids stay as written: they are the anchors other pages link to (GitHub prefixes them).
  clobber: [],
  strip: [...STRIPPED_WITH_CONTENT],
};
