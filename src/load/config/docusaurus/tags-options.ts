// The docs and blog plugins' `tags` and `onInlineTags` → helpdocs's `tagsFile` and `onInlineTags`.
import type { Options } from './notes.js';

const POLICIES = new Set(['throw', 'warn', 'log', 'ignore']);

export function mapTagsOptions(plugin: Options): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  // `null` is Docusaurus's "no tags file" as `false` is.
  if (plugin.tags === false || plugin.tags === null) mapped.tagsFile = false;
  else if (typeof plugin.tags === 'string' && plugin.tags !== '') mapped.tagsFile = plugin.tags;
  if (typeof plugin.onInlineTags === 'string' && POLICIES.has(plugin.onInlineTags))
    mapped.onInlineTags = plugin.onInlineTags;
  return mapped;
}
