import { didYouMean } from '../core/diagnostics.js';
import type { Diagnostic, Doc, LinkRef } from '../core/model.js';
import { docLinkHint } from './doc-link-hint.js';

export interface LinkTargets {
  docsByContentPath: ReadonlyMap<string, Doc>;
  /** The docs of this doc set by route: a link written as a URL (`/docs/setup#install`) has its anchor checked. */
  docsByRoute?: ReadonlyMap<string, Doc>;
  /** Every route the site serves: pages, redirects, tags, special pages. */
  routes: ReadonlySet<string>;
  /** Paths relative to the base of files copied as they are (static folder, content assets). */
  files: ReadonlySet<string>;
  base: string;
  /** Site paths of pages the site has that helpdocs does not build (`unbuiltPages`): `/blog`, `/help`. */
  unbuilt?: readonly string[];
}

/** The unbuilt page a route falls under (`/blog/2024/x/` under `/blog`), if any. */
function unbuiltPageOf(route: string, targets: LinkTargets): string | undefined {
  return targets.unbuilt?.find((sitePath) => {
    const prefix = `${targets.base}${sitePath.replace(/^\/+|\/+$/g, '')}`.replace(/\/?$/, '/');
    return route === prefix || route.startsWith(prefix);
  });
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

/**
 * A missing file: an image's or a video's fails the build (missing-asset); a link's is a broken link,
 * which the site's onBrokenLinks judges, as Docusaurus's broken-link check does.
 */
function missingFile(link: LinkRef, resolved?: string): { message: string; ruleId: string } {
  if (link.fromLink) {
    const where = resolved === undefined ? '' : ` (${resolved})`;
    return { message: `Link to ${link.written} leads to no file${where}`, ruleId: 'broken-link' };
  }
  const where = resolved === undefined ? '' : ` (resolved to ${resolved})`;
  return { message: `File ${link.written} does not exist${where}`, ruleId: 'missing-asset' };
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
        // A file copied from elsewhere in the site's folder was found when the page was parsed.
        if (link.copiedFrom) continue;
        if (link.elsewhere) {
          out.push({
            severity: 'warning',
            ...at,
            message:
              `File ${link.written} is outside the site's folder, or in a hidden folder or node_modules: ` +
              'not published',
            ruleId: 'asset-outside-folders',
            hint: 'move it next to the page or under static/',
          });
          continue;
        }
        if (!targets.files.has(link.target)) {
          const hint = /\.\w+$/.test(link.target)
            ? didYouMean(link.target, targets.files)
            : 'links to pages end in .md';
          out.push({
            severity: 'error',
            ...at,
            ...missingFile(link, `content/${link.target}`),
            ...(hint ? { hint } : {}),
          });
        }
        continue;
      }
      // An absolute path inside the site, relative to the base.
      const route = `${targets.base}${link.target.replace(/\/?$/, '/')}`.replace(/\/+$/, '/');
      if (targets.routes.has(route) || targets.files.has(link.target)) {
        const target = targets.docsByRoute?.get(route);
        if (target) checkAnchor(doc, link, target, out);
        continue;
      }
      const unbuilt = unbuiltPageOf(route, targets);
      if (unbuilt !== undefined) {
        out.push({
          severity: 'warning',
          ...at,
          message: `Link to ${link.written} leads to a page of the site helpdocs does not build (${unbuilt})`,
          ruleId: 'unbuilt-page',
          hint: 'it works where the page is served from elsewhere; unbuiltPages lists such pages',
        });
        continue;
      }
      if (/\.\w+$/.test(link.target)) {
        const hint = didYouMean(link.target, targets.files);
        out.push({
          severity: 'error',
          ...at,
          ...missingFile(link),
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
