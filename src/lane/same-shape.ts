// Whether a doc parsed again differs from its last parse in its body's text alone: the same headings, anchors,
// links (with where they stand), files read, sections (by anchor and heading), title marks, no math or style rules,
// and the same description. Then every other page, the link checks and the report are the last build's.
import { isDeepStrictEqual } from 'node:util';
import type { StoredEntry } from '../cache/parse-index.js';
import type { DocBody } from '../core/model.js';
import { docDescription } from '../render/excerpt.js';

type StoredDoc = StoredEntry['doc'];

export function sameShape(old: StoredDoc, body: DocBody): boolean {
  const sectionsOf = (sections: DocBody['sections']) => sections.map(({ anchor, heading }) => [anchor, heading]);
  return (
    isDeepStrictEqual(old.headings, body.headings) &&
    isDeepStrictEqual(old.anchorIds, [...body.anchorIds]) &&
    isDeepStrictEqual(old.links, body.links) &&
    isDeepStrictEqual(old.files ?? [], body.files ?? []) &&
    isDeepStrictEqual(sectionsOf(old.sections), sectionsOf(body.sections)) &&
    // The page's h1 is outside the body the rebuild splices in.
    old.titleHtml === body.titleHtml &&
    old.titleInBody === body.titleInBody &&
    [
      old.math,
      old.styles,
      old.islandChunks,
      old.excerpt,
      body.math,
      body.styles,
      body.islandChunks,
      body.excerpt,
    ].every((part) => part === undefined) &&
    docDescription(old) === docDescription({ frontMatter: old.frontMatter, sections: body.sections })
  );
}
