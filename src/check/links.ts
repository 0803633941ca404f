import { didYouMean } from '../core/diagnostics.js';
import type { Diagnostic, Doc, LinkRef } from '../core/model.js';
import { docLinkHint } from './doc-link-hint.js';

export interface LinkTargets {
  docsByContentPath: ReadonlyMap<string, Doc>;
  /** Every route the site serves: pages, redirects, tags, special pages. */
  routes: ReadonlySet<string>;
  /** Paths relative to the base of files copied as they are (static folder, content assets). */
  files: ReadonlySet<string>;
  base: string;
}

function checkAnchor(doc: Doc, link: LinkRef, target: Doc, out: Diagnostic[]): void {
  if (link.anchor === undefined || link.anchor === '' || target.anchorIds.has(link.anchor)) return;
  out.push({
    severity: 'error',
    file: doc.source.path,
    ...link.position,
    message: `Anchor "#${link.anchor}" in ${link.written} is not a heading of ${target.source.path}`,
    ruleId: 'broken-anchor',
    ...withHint(didYouMean(link.anchor, target.anchorIds)),
  });
}

function withHint(hint: string | undefined): { hint?: string } {
  return hint ? { hint: hint.replace(/^did you mean (.*)\?$/, 'did you mean #$1?') } : {};
}

/** Checks every recorded link of every doc against the whole site, collecting all problems. */
export function checkLinks(docs: readonly Doc[], targets: LinkTargets): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const doc of docs) {
    for (const link of doc.links) {
      const at = { file: doc.source.path, ...link.position };
      if (link.kind === 'anchor') {
        checkAnchor(doc, link, doc, out);
        continue;
      }
      if (link.kind === 'doc') {
        const target = targets.docsByContentPath.get(link.target);
        if (!target) {
          const hint = docLinkHint(doc.source.contentPath, link.written, targets.docsByContentPath.keys());
          out.push({
            severity: 'error',
            ...at,
            message: `Link to ${link.written} points nowhere (resolved to content/${link.target})`,
            ruleId: 'broken-link',
            ...(hint ? { hint } : {}),
          });
          continue;
        }
        checkAnchor(doc, link, target, out);
        continue;
      }
      if (link.kind === 'asset') {
        if (!targets.files.has(link.target)) {
          const hint = /\.\w+$/.test(link.target)
            ? didYouMean(link.target, targets.files)
            : 'links to pages end in .md';
          out.push({
            severity: 'error',
            ...at,
            message: `File ${link.written} does not exist (resolved to content/${link.target})`,
            ruleId: 'missing-asset',
            ...(hint ? { hint } : {}),
          });
        }
        continue;
      }
      // An absolute path inside the site, relative to the base.
      const route = `${targets.base}${link.target.replace(/\/?$/, '/')}`.replace(/\/+$/, '/');
      if (targets.routes.has(route) || targets.files.has(link.target)) continue;
      if (/\.\w+$/.test(link.target)) {
        const hint = didYouMean(link.target, targets.files);
        out.push({
          severity: 'error',
          ...at,
          message: `File ${link.written} does not exist`,
          ruleId: 'missing-asset',
          ...(hint ? { hint: hint.replace('mean ', `mean /`) } : {}),
        });
        continue;
      }
      const hint = didYouMean(route, targets.routes);
      out.push({
        severity: 'error',
        ...at,
        message: `Link to ${link.written} points nowhere`,
        ruleId: 'broken-link',
        ...(hint ? { hint } : {}),
      });
    }
  }
  return out;
}
