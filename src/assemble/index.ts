/**
 * Stage assemble: the loaded site and every doc's header (front matter, route) → the site's frame:
 * sidebars, navigation, redirects, tags, last-updated dates, and the set of every route the site
 * will have. Needs no parsed Markdown, so it runs before the docs are parsed.
 */
import type { Diagnostic, DocHeader, Redirect, SiteFrame } from '../core/model.js';
import { siteSearchRoute } from '../core/search-routes.js';
import { docsBase, tagsRoute } from '../core/routes.js';
import type { Strings } from '../core/strings.js';
import type { LoadedSite } from '../load/index.js';
import { resolveRedirects } from './redirects.js';
import { clientRedirects } from './client-redirects.js';
import { buildNav, pageLinkProblems } from './sidebar/nav.js';
import { readCategoryMeta } from './sidebar/category-meta.js';
import { categoryIndexClashes, categoryIndexPages } from './sidebar/category-indexes.js';
import { resolveSidebars, SIDEBARS_FILE } from './sidebar/resolve.js';
import { sidebarTranslation } from './sidebar/translate.js';
import { collectTags, listedTags } from './tags.js';
import { assembleBlogs, blogRoutes } from './blog.js';
import { blogPageClashes } from './blog-clashes.js';

export interface AssembledSite {
  frame: SiteFrame;
  /** Every route of the site: docs, redirects, tag pages, search. Links are checked against it. */
  routeSet: Set<string>;
  diagnostics: Diagnostic[];
  /** Client redirects to no page of this doc set, for another doc set to have (client-redirects.ts). */
  redirectsElsewhere: Redirect[];
}

function duplicateRoutes(docs: readonly DocHeader[]): Diagnostic[] {
  const byRoute = new Map<string, DocHeader>();
  const out: Diagnostic[] = [];
  for (const doc of docs) {
    const other = byRoute.get(doc.route);
    if (other) {
      out.push({
        severity: 'error',
        file: doc.source.path,
        line: 1,
        column: 1,
        message: `Doc has the same route ${doc.route} as ${other.source.path}`,
        ruleId: 'duplicate-route',
        hint: 'rename one file or change its slug',
      });
    } else byRoute.set(doc.route, doc);
  }
  return out;
}

export async function assembleSite(loaded: LoadedSite, headers: DocHeader[], strings: Strings): Promise<AssembledSite> {
  const { config } = loaded;
  const byId = new Map(headers.map((doc) => [doc.id, doc]));
  const byRoute = new Map(headers.map((doc) => [doc.route, doc]));
  const categories = readCategoryMeta(loaded.categoryFiles);
  const translation = sidebarTranslation(loaded.sidebarTranslations, loaded.versioned === true);
  const sidebarResult = resolveSidebars(
    loaded.sidebarsFile,
    byId,
    { docs: headers.filter((doc) => !doc.source.page), categories: categories.categories },
    translation.label,
    docsBase(config),
    config.base,
    { collapsed: config.sidebarCollapsed, collapsible: config.sidebarCollapsible },
  );
  const nav = buildNav(sidebarResult.sidebars, byId, strings.t('doc.home'), config.base, config.paginationItemLabels);
  const categoryIndexes = categoryIndexPages(sidebarResult.sidebars, nav);
  const redirectResult = resolveRedirects(loaded.redirectSource, config.base, new Set(byRoute.keys()));
  const docsTags = loaded.tagsFiles?.get('');
  const { tags, diagnostics: tagDiagnostics } = collectTags(
    headers.filter((doc) => !doc.source.post),
    docsBase(config),
    config.tagSlugs,
    docsTags && { ...docsTags, onInline: config.onInlineTags },
  );
  const { blogs, diagnostics: blogDiagnostics } = assembleBlogs(
    config,
    headers,
    loaded.blogAuthors,
    loaded.tagsFiles ?? new Map(),
  );
  const frame: SiteFrame = {
    ...(loaded.besideBase ? { besideBase: true } : {}),
    root: loaded.root,
    config,
    docs: headers,
    docsById: byId,
    docsByRoute: byRoute,
    sidebars: sidebarResult.sidebars,
    nav,
    redirects: redirectResult.redirects,
    tags,
    categoryIndexes,
    blogs,
    lastUpdated: await loaded.lastUpdated,
    staticFiles: loaded.staticFiles,
    staticFolderOf: loaded.staticFolderOf,
  };
  const routeSet = new Set<string>([
    ...byRoute.keys(),
    ...categoryIndexes.map((page) => page.route),
    ...blogRoutes(blogs),
    ...redirectResult.redirects.map((r) => r.fromRoute),
    ...tags.map((tag) => tag.route),
    ...(listedTags(tags).length > 0 ? [tagsRoute(docsBase(config))] : []),
    siteSearchRoute(config, strings),
    // No doc at the root: it gets a home page of its own (src/render/site-home.tsx).
    ...(byRoute.has(config.base) || categoryIndexes.some((page) => page.route === config.base) ? [] : [config.base]),
  ]);
  const stubs = new Set(redirectResult.redirects.map((redirect) => redirect.fromRoute));
  const pages = new Set([...routeSet].filter((route) => !stubs.has(route)));
  const fromPlugin = clientRedirects(loaded.root, config, pages, routeSet, loaded.besideBase !== true);
  frame.redirects = [...frame.redirects, ...fromPlugin.redirects];
  for (const redirect of fromPlugin.redirects) routeSet.add(redirect.fromRoute);
  return {
    frame,
    routeSet,
    redirectsElsewhere: fromPlugin.elsewhere,
    diagnostics: [
      ...duplicateRoutes(headers),
      ...categories.diagnostics,
      ...sidebarResult.diagnostics,
      ...translation.unused(),
      ...categoryIndexClashes(categoryIndexes, byRoute, loaded.sidebarsFile?.file ?? SIDEBARS_FILE),
      ...redirectResult.diagnostics,
      ...fromPlugin.diagnostics,
      ...tagDiagnostics,
      ...blogDiagnostics,
      ...blogPageClashes(blogs, headers),
      ...pageLinkProblems(headers, byId, sidebarResult.sidebars),
    ],
  };
}
