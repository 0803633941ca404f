import type { Diagnostic, Doc } from '../core/model.js';

export interface ContentAssets {
  /** Files of content/ (relative to it) that a page links to or embeds: the only ones copied. */
  published: Set<string>;
  /** One warning for each file left out, so a draft or a credentials file is seen, not published. */
  diagnostics: Diagnostic[];
  /** Files published by their bytes (LinkRef.copiedFrom): published path → path from the root. */
  copies: Map<string, string>;
}

/**
 * Files a browser runs when opened on the site's origin (a page, a script, XML that can carry XHTML or
 * XSLT): under the site's own `script-src 'self'`, a Markdown writer could publish live code. Such
 * files come from static/, which holds what the site trusts. SVG is published sanitized instead
 * (src/output/svg-file.ts).
 */
const ACTIVE = /\.(html?|xhtml?|shtml|js|mjs|cjs|xml|xsl|xslt|svgz)$/i;

/**
 * content/ holds the docs and what they show; anything no page links to or embeds stays private
 * (static/ is the folder published as it is). A link may name a file relatively (`./x.png`) or
 * from the base (`/guia/x.png`).
 */
export function publishedContentAssets(
  docs: readonly Doc[],
  assets: ReadonlySet<string>,
  sourcePathOf: (file: string) => string,
): ContentAssets {
  const published = new Set<string>();
  const refused = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const copies = new Map<string, string>();
  for (const doc of docs) {
    for (const link of doc.links) {
      const copiedFrom = link.copiedFrom?.path;
      if ((link.kind !== 'asset' && link.kind !== 'site') || !(copiedFrom || assets.has(link.target))) continue;
      if (!ACTIVE.test(link.target)) {
        if (copiedFrom) copies.set(link.target, copiedFrom);
        else published.add(link.target);
        continue;
      }
      refused.add(link.target);
      diagnostics.push({
        severity: 'error',
        file: doc.source.path,
        ...link.position,
        message: `Link to ${link.written} would publish a file that runs on the site's origin`,
        ruleId: 'active-content',
        hint: 'files the site trusts (pages, scripts, XML) belong in static/, published as they are',
      });
    }
  }
  // A file a doc's bundle imports (an image as its URL, a raw text) is published by the bundle, under its hash.
  const imported = new Set(docs.flatMap((doc) => (doc.files ?? []).map((file) => file.path)));
  const unused: Diagnostic[] = [...assets]
    .filter((asset) => !published.has(asset) && !refused.has(asset) && !imported.has(sourcePathOf(asset)))
    .sort()
    .map((asset) => ({
      severity: 'warning',
      file: sourcePathOf(asset),
      line: 1,
      column: 1,
      message: 'File is not published: no page links to it or embeds it',
      ruleId: 'unpublished-file',
      hint: 'link to it from a page, or move it to static/ to publish it as it is',
    }));
  return { published, diagnostics: [...diagnostics, ...unused], copies };
}
