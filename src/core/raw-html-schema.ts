// What raw HTML in content may hold: GitHub's allow-list (rehype-sanitize's default schema) plus
// the elements docs writers reach for. Shared by Markdown (rehype-raw-html.ts) and HTML of the config
// (parse/markdown/html/config-html.ts).
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

/**
 * The elements rawHtmlSchema removes from the text (`script`, `iframe`), each named once, for a warning: read off its
 * tags, with no parser (a config is mapped before anything is loaded for it).
 */
export function removedElements(text: string): string[] {
  const allowed = new Set(rawHtmlSchema.tagNames ?? []);
  const names = [...text.matchAll(/<([a-z][a-z\d-]*)/gi)].map((match) => (match[1] ?? '').toLowerCase());
  return [...new Set(names.filter((name) => !allowed.has(name)))];
}
