// Every file of the site, streamed: each locale's pages as their docs are parsed, then its checks,
// search and other pages, then what the whole site shares (assets, hosting files, brand, island chunks).
import type { BuildCache } from '../cache/index.js';
import { hasErrors } from '../core/diagnostics.js';
import type { BuildFile, Diagnostic, OutputFile, Site } from '../core/model.js';
import { checkSite } from '../check/index.js';
import { TreeMemo, type IslandChunks, type SitePackages } from '../parse/index.js';
import { parsesAsMdx } from '../core/markdown-format.js';
import { localeFiles, siteHostingFiles, type HostedLocale } from '../output/index.js';
import type { SiteRendering } from '../render/index.js';
import { searchFiles } from '../search/index.js';
import { docPages } from './doc-pages.js';
import { laneSetOf } from './lane-set.js';
import type { LaneSet } from '../lane/record.js';
import type { SearchStore } from '../search/store.js';
import { newCopies, type WrittenAssets } from './shared-assets.js';
import { drawsReactPages, searchBaseOf, type PreparedLocale } from './locale.js';
import { ownsBase } from '../core/locales.js';
import { startTreeFeed } from './tree-feed-start.js';
import type { SharedParts } from './renderings.js';
import { drawReactPages, type ReactPage } from '../parse/react-page/index.js';
import { swizzledNotFound } from '../parse/react-page/not-found.js';

export interface SiteFilesInput {
  locales: readonly PreparedLocale[];
  renderings: readonly SiteRendering[];
  /** Filled in as each locale's docs are parsed: the sites the build result returns. */
  sites: Site[];
  shared: SharedParts;
  islandChunks: IslandChunks;
  packages: SitePackages;
  cache: BuildCache;
  diagnostics: Diagnostic[];
  dropHtml: boolean;
  progress: (stage: string) => void;
  /** Filled with each doc set as the one-doc rebuild's record keeps it (undefined: one it cannot keep). */
  laneSets?: Array<LaneSet | undefined> | undefined;
}

/** Each locale's site before its docs are parsed: siteFiles fills them in. */
export function emptySites(locales: readonly PreparedLocale[]): Site[] {
  return locales.map((locale) => ({
    ...locale.assembled.frame,
    docs: [],
    docsById: new Map(),
    docsByRoute: new Map(),
  }));
}

/** The texts of a locale's MDX docs that are parsed in this build (not kept from the cache). */
function mdxTextsToParse({ loaded, cached }: PreparedLocale): string[] {
  const format = loaded.config.markdown.format;
  return loaded.sources.filter((source, i) => !cached.kept[i] && parsesAsMdx(source, format)).map((s) => s.text);
}

/** Thrown into the writer when the build has errors, so the temporary folder is dropped and out/ stays as it was. */
export const failedBuild = new Error('The build has errors');

export async function* siteFiles(input: SiteFilesInput): AsyncGenerator<BuildFile> {
  const { locales } = input;
  const trees = new TreeMemo(locales.flatMap(mdxTextsToParse), startTreeFeed(locales));
  try {
    yield* localesFiles(input, trees);
  } finally {
    // Also when the build stops early: the worker would keep the process alive.
    await trees.stop();
  }
}

async function* localesFiles(input: SiteFilesInput, trees: TreeMemo): AsyncGenerator<BuildFile> {
  const { locales, renderings, sites, shared, islandChunks, packages, diagnostics, progress } = input;
  const hosted: HostedLocale[] = [];
  const writtenAssets: WrittenAssets = new Set();
  // A link from one version to another is checked against the routes of every version of its locale.
  const localeRoutes = new Map<string, Set<string>>();
  for (const { spec, assembled } of locales)
    localeRoutes.set(spec.locale, new Set([...(localeRoutes.get(spec.locale) ?? []), ...assembled.routeSet]));
  for (const [i, locale] of locales.entries()) {
    const rendering = renderings[i];
    if (!rendering) throw new Error(`No renderer for locale ${locale.spec.locale}`);
    const { dropHtml } = input;
    const digests = new Map<string, string>();
    const docs = yield* docPages({ locale, rendering, diagnostics, dropHtml, islandChunks, packages, trees, digests });
    progress('check');
    const site: Site = {
      ...locale.assembled.frame,
      docs,
      docsById: new Map(docs.map((doc) => [doc.id, doc])),
      docsByRoute: new Map(docs.map((doc) => [doc.route, doc])),
    };
    sites[i] = site;
    const { loaded: own } = locale;
    const checked = await checkSite({
      site,
      routes: localeRoutes.get(locale.spec.locale) ?? locale.assembled.routeSet,
      contentAssets: own.contentAssets,
      sourcePathOf: own.sourcePathOf,
    });
    diagnostics.push(...checked.diagnostics);
    // Every locale is still parsed and checked, so all errors are reported at once.
    if (hasErrors(diagnostics)) continue;
    progress('render');
    const { words, postings } = input.cache;
    let store: SearchStore | undefined;
    const searchBase = searchBaseOf(locale.spec);
    const search = searchFiles(searchBase, site, locale.memo, {
      words,
      postings,
      keys: digests,
      onStore: (made) => {
        store = made;
      },
    });
    input.laneSets?.push(laneSetOf(locale, docs, digests, rendering.pageFrames, store, searchBase));
    const primary = ownsBase(locale.spec);
    const { copiedFiles } = checked;
    const sourcePathOf = (file: string) => copiedFiles.get(file) ?? own.sourcePathOf(file);
    const published = newCopies(
      site.config.base,
      new Set([...checked.publishedAssets, ...copiedFiles.keys()]),
      writtenAssets,
    );
    const reactPages = await localeReactPages(locale, site, diagnostics);
    const notFound = yield* localeFiles({
      // The static files are copied once per locale, with the doc set at its base.
      site: primary ? site : { ...site, staticFiles: new Set() },
      otherPages: rendering.otherPages(site.docsById, reactPages.pages, reactPages.notFound),
      contentAssets: published,
      sourcePathOf,
      search,
      svgs: input.cache.svgs,
    });
    // Hosting files and the sitemap name the last version only.
    const pages = reactPages.pages.map((page) => page.route);
    if (primary) hosted.push({ site, notFound, fallbacks: locale.fallbacks, pages });
  }
  if (hasErrors(diagnostics)) throw failedBuild;
  yield* shared.assets.files;
  yield* siteHostingFiles(
    hosted,
    renderings.map((rendering) => rendering.inlineCode),
  );
  yield* shared.brand.files;
  yield* shared.overrides.files ?? [];
  yield* islandChunkFiles(sites);
}

/** The site's React pages, drawn for the doc set at its base (with its strings), none for the others. */
async function localeReactPages(
  locale: PreparedLocale,
  site: Site,
  diagnostics: Diagnostic[],
): Promise<{ pages: ReactPage[]; notFound?: ReactPage }> {
  const { config } = site;
  const none = config.reactPages.length === 0 && !swizzledNotFound(site.root);
  if (none || !drawsReactPages(locale)) return { pages: [] };
  const drawn = await drawReactPages(site.root, config, locale.strings, config.limits.parseSeconds * 1000);
  diagnostics.push(...drawn.diagnostics);
  return drawn;
}

/** The browser chunks the MDX docs hydrate, each once: a doc kept from the last build brings its own. */
function islandChunkFiles(sites: readonly Site[]): OutputFile[] {
  const chunks = new Map<string, OutputFile>();
  for (const site of sites)
    for (const doc of site.docs) for (const file of doc.islandChunks ?? []) chunks.set(file.path, file);
  return [...chunks.values()];
}
