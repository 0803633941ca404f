// Kept apart from the post reader: the parse workers cut excerpts without loading the YAML code.
import type { SourceFile } from '../../core/model.js';

/** Docusaurus's truncate markers: `<!-- truncate -->`, and `{/* truncate *\/}` in MDX. */
export const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** A truncated post's text before its marker, as a source of its own; undefined for any other file. */
export function excerptSource(source: SourceFile): SourceFile | undefined {
  if (!source.post?.truncated) return undefined;
  const at = source.text.search(TRUNCATE);
  if (at === -1) return undefined;
  const { post: _, ...rest } = source;
  return { ...rest, text: source.text.slice(0, at) };
}
