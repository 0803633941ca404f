// What a doc's header (id, route, title, the heading it shows: load/doc-header.ts) and the description its card
// shows (load/doc-description.ts) are made from besides its path: its front matter block, its body's first
// headings and first line of text. Equal before and after an edit, those are the same, which the one-doc rebuild
// needs to know without loading the YAML and schema code.
import { sha256 } from '../cache/disk.js';
import { contentTitle, leadingTitle } from '../load/content-title.js';
import { firstLineExcerpt } from '../load/first-line-excerpt.js';
import { bodyOf, FENCE, frontMatterBodyLine } from '../load/front-matter-fence.js';

export function docHeadSignature(text: string): string {
  const body = bodyOf(text, frontMatterBodyLine(text));
  const fence = FENCE.exec(text)?.[0] ?? null;
  return sha256(
    JSON.stringify([fence, leadingTitle(body) ?? null, contentTitle(body) ?? null, firstLineExcerpt(body) ?? null]),
  );
}
