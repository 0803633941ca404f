import { tagSlug } from '../core/slug.js';
import type { DocHeader, Tag } from '../core/model.js';

/** Tags of listed docs, sorted by label; each tag's docs sorted by title. */
export function collectTags(docs: readonly DocHeader[], base: string, locale: string): Tag[] {
  const bySlug = new Map<string, Tag>();
  for (const doc of docs) {
    if (doc.frontMatter.unlisted) continue;
    for (const label of doc.frontMatter.tags) {
      const slug = tagSlug(label);
      const tag = bySlug.get(slug) ?? { label, slug, route: `${base}tags/${slug}/`, docs: [] };
      tag.docs.push(doc);
      bySlug.set(slug, tag);
    }
  }
  const collator = new Intl.Collator(locale);
  const tags = [...bySlug.values()].sort((a, b) => collator.compare(a.label, b.label));
  for (const tag of tags) tag.docs.sort((a, b) => collator.compare(a.title, b.title));
  return tags;
}
