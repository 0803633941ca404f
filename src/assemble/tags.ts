import { tagSlug } from '../core/slug.js';
import type { Config } from '../core/config.js';
import type { Diagnostic, DocHeader, Position, Tag } from '../core/model.js';
import type { TagsFile } from '../load/tags-file.js';

/** A tags file, and what the config says of a tag it does not define. */
export interface DefinedTags extends TagsFile {
  onInline: Config['onInlineTags'];
}

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

/**
 * Docusaurus's visibility of a tag (@docusaurus/utils tags.js, getTagVisibility): a tag carried only by unlisted
 * docs lists them all and is itself unlisted; any other lists its listed docs only.
 */
function withVisibility(tag: Tag): Tag {
  const listed = tag.docs.filter((doc) => !doc.frontMatter.unlisted);
  if (listed.length === 0) return { ...tag, unlisted: true };
  return listed.length === tag.docs.length ? tag : { ...tag, docs: listed };
}

/** The tags a list of tags shows: those not unlisted. */
export function listedTags(tags: readonly Tag[]): Tag[] {
  return tags.filter((tag) => !tag.unlisted);
}

/**
 * Tags of docs, in the order they are first met (docs in site order); each tag's docs in site
 * order. The order readers see is inDisplayOrder's, taken when a tag page is drawn: the collator
 * costs several milliseconds to make, which a warm build that draws no tag page does not pay.
 */
export function collectTags(
  docs: readonly DocHeader[],
  base: string,
  style: Config['tagSlugs'] = 'folded',
  defined?: DefinedTags,
): TagsResult {
  const bySlug = new Map<string, Tag>();
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  const error = (doc: DocHeader, label: string, message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    diagnostics.push({
      severity: 'error',
      file: doc.source.path,
      ...tagPosition(doc, label),
      message,
      ruleId: 'tag-route',
    });
  };
  // Thousands of docs share a few labels: each label is slugged once.
  const slugs = new Map<string, string>();
  const slugOf = (label: string) => {
    let slug = slugs.get(label);
    if (slug === undefined) slugs.set(label, (slug = tagSlug(label, style)));
    return slug;
  };
  for (const doc of docs) {
    // A doc is listed once under a tag it names twice (or by two labels with one route).
    const own = new Set<string>();
    const inline: string[] = [];
    for (const name of doc.frontMatter.tags) {
      // A name the tags file defines is that tag; any other (and any `{ label, permalink }`) is inline.
      const definition = doc.frontMatter.tagPermalinks?.[name] ? undefined : defined?.tags.get(name);
      if (!definition) inline.push(name);
      const label = definition?.label ?? name;
      const slug = definition?.permalink ?? doc.frontMatter.tagPermalinks?.[name] ?? slugOf(name);
      if (slug === '') {
        error(doc, name, `Tag "${name}" gives no route (it has no letter or digit)`);
        continue;
      }
      // Labels with one route ("Getting started", "Getting Started") are one tag, named as first met
      // (Docusaurus's rule).
      const tag: Tag = bySlug.get(slug) ?? {
        label,
        slug,
        route: `${base}tags/${slug}/`,
        names: [],
        docs: [],
        ...(definition?.description ? { description: definition.description } : {}),
      };
      if (!tag.names.includes(name)) tag.names.push(name);
      if (!own.has(slug)) tag.docs.push(doc);
      own.add(slug);
      bySlug.set(slug, tag);
    }
    if (defined && inline.length > 0 && defined.onInline !== 'ignore')
      diagnostics.push(inlineTags(doc, inline, defined));
  }
  return { tags: [...bySlug.values()].map(withVisibility), diagnostics };
}

/** Docusaurus's `onInlineTags` report: one per doc, naming every tag its tags file lacks. */
function inlineTags(doc: DocHeader, names: readonly string[], defined: DefinedTags): Diagnostic {
  const first = names[0] ?? '';
  return {
    severity: defined.onInline === 'throw' ? 'error' : 'warning',
    file: doc.source.path,
    ...tagPosition(doc, first),
    message: `Tags [${[...new Set(names)].join(', ')}] are not defined in ${defined.file}`,
    ruleId: 'inline-tag',
    hint: `define them in ${defined.file}, or set onInlineTags to "ignore"`,
  };
}

/** Each tag by every name a front matter may give it: its label, or its key in the tags file. */
export function tagsByName(tags: readonly Tag[]): Map<string, Tag> {
  return new Map(tags.flatMap((tag) => tag.names.map((name): [string, Tag] => [name, tag])));
}

/** Tags sorted by label and each tag's docs by title, in the site language's order; the input is left as it is. */
export function inDisplayOrder(tags: readonly Tag[], locale: string): Tag[] {
  const collator = new Intl.Collator(locale);
  return tags
    .map((tag) => ({ ...tag, docs: [...tag.docs].sort((a, b) => collator.compare(a.title, b.title)) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
