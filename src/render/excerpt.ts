import type { Doc } from '../core/model.js';

const MAX = 160;

/**
 * A doc's description for search results and link previews: its front matter's `description`, or
 * else the start of its text, cut at a word near 160 characters (as a search engine would show it).
 */
export function docDescription(doc: Pick<Doc, 'frontMatter' | 'sections'>): string | undefined {
  if (doc.frontMatter.description) return doc.frontMatter.description;
  const text = doc.sections
    .map((section) => section.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  if (text.length <= MAX) return text;
  const cut = text.lastIndexOf(' ', MAX - 1);
  return `${text.slice(0, cut > MAX / 2 ? cut : MAX - 1)}…`;
}
