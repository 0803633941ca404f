import { tagSlug } from '../core/slug.js';
import type { Diagnostic, DocHeader, Position, Tag } from '../core/model.js';

export interface TagsResult {
  tags: Tag[];
  /** Labels that give no route, and two labels that give the same one. */
  diagnostics: Diagnostic[];
}

/** Where a tag is written in a doc's front matter (its first occurrence after `tags`), or the doc's start. */
function tagPosition(doc: DocHeader, label: string): Position {
  const text = doc.source.text;
  const from = Math.max(0, text.search(/^tags\s*:/m));
  const end = text.indexOf('\n---', 3);
  const at = text.indexOf(label, from);
  if (at === -1 || (end !== -1 && at > end)) return { line: 1, column: 1 };
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Tags of listed docs, sorted by label; each tag's docs sorted by title. */
export function collectTags(docs: readonly DocHeader[], base: string, locale: string): TagsResult {
  const bySlug = new Map<string, Tag>();
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  const error = (doc: DocHeader, label: string, message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    diagnostics.push({ severity: 'error', file: doc.source.path, ...tagPosition(doc, label), message, ruleId: 'tag-route' });
  };
  for (const doc of docs) {
    if (doc.frontMatter.unlisted) continue;
    for (const label of doc.frontMatter.tags) {
      const slug = tagSlug(label);
      if (slug === '') {
        error(doc, label, `Tag "${label}" gives no route (it has no letter or digit)`);
        continue;
      }
      const tag = bySlug.get(slug) ?? { label, slug, route: `${base}tags/${slug}/`, docs: [] };
      if (tag.label !== label) {
        error(doc, label, `Tags "${tag.label}" and "${label}" share the route ${tag.route} (used in ${tag.docs[0]?.source.path ?? doc.source.path}); rename one`);
        continue;
      }
      tag.docs.push(doc);
      bySlug.set(slug, tag);
    }
  }
  const collator = new Intl.Collator(locale);
  const tags = [...bySlug.values()].sort((a, b) => collator.compare(a.label, b.label));
  for (const tag of tags) tag.docs.sort((a, b) => collator.compare(a.title, b.title));
  return { tags, diagnostics };
}
