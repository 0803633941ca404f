/**
 * Stage check: the parsed site and the set of its routes → diagnostics for broken links, missing
 * anchors and files, config links (navbar, footer) that lead nowhere and content files no page
 * uses; and the content files to publish. Every problem is collected; the build fails once,
 * listing all.
 */
import type { Config } from '../core/config.js';
import { pageElsewhereRoute } from '../core/routes.js';
import type { Diagnostic, Site } from '../core/model.js';
import { checkConfigLinks } from './config-links.js';
import { checkEditLinks } from './edit-links.js';
import { publishedContentAssets } from './content-assets.js';
import { checkLinks } from './links.js';

export interface CheckInput {
  site: Site;
  routes: ReadonlySet<string>;
  /** Files under content/ other than docs. */
  contentAssets: ReadonlySet<string>;
  /** The folder a content file comes from (a translation's or the content folder), for diagnostics. */
  sourcePathOf?: (file: string) => string;
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  /** The content files a page links to or embeds: only these are published. */
  publishedAssets: Set<string>;
  /** Files published by their bytes under `assets/files/` (LinkRef.copiedFrom): their path from the root. */
  copiedFiles: Map<string, string>;
}

export async function checkSite({ site, routes, contentAssets, sourcePathOf }: CheckInput): Promise<CheckResult> {
  const { config, docs } = site;
  const docsByContentPath = new Map(docs.map((doc) => [doc.source.contentPath, doc]));
  const files = new Set([...site.staticFiles, ...contentAssets]);
  const assets = publishedContentAssets(
    docs,
    contentAssets,
    sourcePathOf ?? ((file) => `${config.contentDir}/${file}`),
  );
  const linkable = withPagesElsewhere(routes, config);
  return {
    diagnostics: [
      ...(await checkConfigLinks(
        site.root,
        config,
        site.linkDocs ?? site.docsById,
        linkable,
        site.linkSidebars ?? site.sidebars,
      )),
      ...withBrokenPolicies(
        checkLinks(docs, {
          docsByContentPath,
          docsByRoute: site.docsByRoute,
          routes: linkable,
          files,
          base: config.base,
          unbuilt: config.unbuiltPages,
        }),
        config,
      ),
      ...assets.diagnostics,
      ...checkEditLinks(site),
    ],
    publishedAssets: assets.published,
    copiedFiles: assets.copies,
  };
}

/** The site's routes and those of pages served elsewhere, which get a page linking there (render). */
function withPagesElsewhere(routes: ReadonlySet<string>, config: Config): ReadonlySet<string> {
  if (config.pagesElsewhere.length === 0) return routes;
  return new Set([...routes, ...config.pagesElsewhere.map((sitePath) => pageElsewhereRoute(config.base, sitePath))]);
}

/** The config's onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks and …Images applied to what the check found. */
function withBrokenPolicies(found: Diagnostic[], config: Config): Diagnostic[] {
  return found.flatMap((diagnostic) => {
    const policy =
      diagnostic.ruleId === 'missing-asset'
        ? config.onBrokenMarkdownImages
        : diagnostic.ruleId === 'broken-anchor'
          ? config.onBrokenAnchors
          : diagnostic.ruleId === 'broken-link'
            ? diagnostic.message.includes('(resolved to content/')
              ? config.onBrokenMarkdownLinks
              : config.onBrokenLinks
            : 'throw';
    if (policy === 'ignore') return [];
    return [policy === 'throw' ? diagnostic : { ...diagnostic, severity: 'warning' as const }];
  });
}
