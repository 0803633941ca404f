import type { Diagnostic, Doc } from '../core/model.js';

export interface ContentAssets {
  /** Files of content/ (relative to it) that a page links to or embeds: the only ones copied. */
  published: Set<string>;
  /** One warning for each file left out, so a draft or a credentials file is seen, not published. */
  diagnostics: Diagnostic[];
}

/**
 * content/ holds the docs and what they show; anything no page links to or embeds stays private
 * (static/ is the folder published as it is). A link may name a file relatively (`./x.png`) or
 * from the base (`/guia/x.png`).
 */
export function publishedContentAssets(
  docs: readonly Doc[],
  assets: ReadonlySet<string>,
  contentDirOf: (file: string) => string,
): ContentAssets {
  const published = new Set<string>();
  for (const doc of docs) {
    for (const link of doc.links) {
      if ((link.kind === 'asset' || link.kind === 'site') && assets.has(link.target)) published.add(link.target);
    }
  }
  const diagnostics: Diagnostic[] = [...assets]
    .filter((asset) => !published.has(asset))
    .sort()
    .map((asset) => ({
      severity: 'warning',
      file: `${contentDirOf(asset)}/${asset}`,
      line: 1,
      column: 1,
      message: 'File is not published: no page links to it or embeds it',
      ruleId: 'unpublished-file',
      hint: 'link to it from a page, or move it to static/ to publish it as it is',
    }));
  return { published, diagnostics };
}
