import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleAssets } from './output/bundle.js';
import type { Config } from './load/config/schema.js';
import { loadConfig } from './load/config/load.js';
import { hashText, readSiteFolders } from './load/sources.js';
import { checkConfigLinks } from './check/config-links.js';
import { hasErrors, sortDiagnostics } from './core/diagnostics.js';
import { contentSecurityPolicy, securityHeaders } from './output/csp.js';
import { hostingFiles } from './output/hosting/index.js';
import { lastUpdatedFromGit } from './load/git-dates.js';
import { parseJsonSource, type JsonSource } from './load/json-source.js';
import { checkLinks } from './check/links.js';
import { publishedContentAssets } from './check/content-assets.js';
import { remember, type BuildMemo } from './cache/memo.js';
import { createPipeline } from './parse/markdown/pipeline.js';
import type { Diagnostic, Doc, DocHeader, OutputFile, Site, SiteFrame, SourceFile } from './core/model.js';
import { readHeader, routeOfSource } from './load/doc-header.js';
import { parseBodies } from './parse/pool.js';
import { docCardsFor } from './parse/mdx/doc-cards.js';
import { createHighlighter } from './parse/markdown/code/highlighter.js';
import { REDIRECTS_FILE, resolveRedirects } from './assemble/redirects.js';
import { createRenderer, tagsRoute } from './render/render.js';
import { createPageContext } from './render/context.js';
import { inlineCodeOf } from './render/inline-code.js';
import { createStrings } from './core/strings.js';
import { buildNav } from './assemble/sidebar/nav.js';
import { resolveSidebars, SIDEBARS_FILE } from './assemble/sidebar/resolve.js';
import { collectTags } from './assemble/tags.js';
import { writeAtomically } from './output/write.js';
import { checkOutFolder } from './output/out-guard.js';
import { checkHasDocs, checkSiteFolder, siteSources } from './load/site-folder.js';
import { searchFiles } from './search/output.js';
import { searchRoute } from './search/routes.js';

export interface BuildOptions {
  root: string;
  /** Overrides the config's out folder (relative to the root or absolute). */
  outDir?: string;
  write: boolean;
  /** Replace a non-empty output folder that helpdocs did not write (never a source or the site folder). */
  force?: boolean;
  onProgress?: (stage: string) => void;
  /** Parse results of unchanged files, keyed by content hash (watch mode). */
  cache?: Map<string, { hash: string; doc: Doc; diagnostics: Diagnostic[] }>;
  /** Watch mode: config, git dates, assets and rendered pages kept between rebuilds (src/cache/memo.ts). */
  memo?: BuildMemo;
}

export interface BuildResult {
  config: Config;
  /** The parsed site. A build that writes to disk (without a memo) empties each doc's `html` once its page is written. */
  site: Site;
  /** Every output file of a build with `write: false`; empty when the build wrote to disk. */
  files: OutputFile[];
  diagnostics: Diagnostic[];
  outDir: string;
  stats: { pages: number; redirects: number; errors: number; warnings: number; durationMs: number };
}

async function readJsonSource(root: string, name: string, memo?: BuildMemo): Promise<JsonSource | undefined> {
  const file = path.join(root, name);
  if (!existsSync(file)) return undefined;
  const text = await readFile(file, 'utf8');
  return remember(memo, `json:${name}`, () => text, () => parseJsonSource(text));
}

function duplicateRoutes(docs: readonly DocHeader[]): Diagnostic[] {
  const byRoute = new Map<string, DocHeader>();
  const out: Diagnostic[] = [];
  for (const doc of docs) {
    const other = byRoute.get(doc.route);
    if (other) {
      out.push({ severity: 'error', file: doc.source.path, line: 1, column: 1, message: `Doc has the same route ${doc.route} as ${other.source.path}`, ruleId: 'duplicate-route', hint: 'rename one file or change its slug' });
    } else byRoute.set(doc.route, doc);
  }
  return out;
}

/**
 * load → headers → assemble → parse (each doc's page rendered as it arrives) → check → other pages
 * → write. Every stage is a function of the previous ones' output; pages stream to disk.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const root = path.resolve(options.root);
  checkSiteFolder(root);
  progress('config');
  const config = await remember(options.memo, 'config', () => '', () => loadConfig(root));
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  if (options.write) checkOutFolder({ root, outDir, sources: siteSources(root, config), force: options.force ?? false });
  const strings = createStrings(config.locale);
  progress('load');
  const gitDates = remember(options.memo, 'git-dates', () => config.contentDir, () => lastUpdatedFromGit(root, config.contentDir));
  const [{ sources, staticFiles, contentFiles, diagnostics: folderDiagnostics }, sidebarSource, redirectSource] = await Promise.all([
    readSiteFolders(root, config.contentDir, config.staticDir),
    readJsonSource(root, SIDEBARS_FILE, options.memo),
    readJsonSource(root, REDIRECTS_FILE, options.memo),
  ]);
  checkHasDocs(root, config, sources);
  // Docs are never assets: `.mdx` sources are left to the MDX loader, never copied as files.
  const contentAssets = new Set([...contentFiles].filter((file) => !/\.mdx?$/.test(file)));
  let publishedAssets = new Set<string>();

  progress('parse');
  const routes = new Map(sources.map((source) => [source.contentPath, routeOfSource(config.base, source)]));
  const table = { base: config.base, routeOf: (contentPath: string) => routes.get(contentPath) };
  const diagnostics: Diagnostic[] = [...folderDiagnostics];
  // Links resolve through every doc's route, so a kept parse result is valid for the same text and routes.
  // The config's videos too: `::video{name}` renders from them.
  const routesHash = options.cache ? hashText(`${[...routes].join('\n')}\n${JSON.stringify(config.videos)}`) : '';
  const keyOf = (source: SourceFile) => `${source.hash}:${routesHash}`;
  const kept = sources.map((source) => {
    const entry = options.cache?.get(source.path);
    return entry?.hash === keyOf(source) ? entry : undefined;
  });
  // Headers first (front matter only): sidebars, navigation and tags need nothing else.
  const headerDiagnostics: Diagnostic[][] = [];
  const headers: DocHeader[] = sources.map((source, i) => {
    const entry = kept[i];
    if (entry) {
      diagnostics.push(...entry.diagnostics);
      return entry.doc;
    }
    const { header, diagnostics: found } = readHeader(source, table);
    headerDiagnostics[i] = found;
    diagnostics.push(...found);
    return header;
  });

  progress('assemble');
  const frameById = new Map(headers.map((doc) => [doc.id, doc]));
  const frameByRoute = new Map(headers.map((doc) => [doc.route, doc]));
  diagnostics.push(...duplicateRoutes(headers));
  const sidebarResult = resolveSidebars(sidebarSource, frameById);
  const redirectResult = resolveRedirects(redirectSource, config.base, new Set(frameByRoute.keys()));
  diagnostics.push(...sidebarResult.diagnostics, ...redirectResult.diagnostics);
  const tags = collectTags(headers, config.base, config.locale);
  const frame: SiteFrame = {
    root,
    config,
    docs: headers,
    docsById: frameById,
    docsByRoute: frameByRoute,
    sidebars: sidebarResult.sidebars,
    nav: buildNav(sidebarResult.sidebars, frameById, strings.t('doc.home'), config.base),
    redirects: redirectResult.redirects,
    tags,
    lastUpdated: await gitDates,
    staticFiles,
  };
  const routeSet = new Set<string>([
    ...frameByRoute.keys(),
    ...redirectResult.redirects.map((r) => r.fromRoute),
    ...tags.map((tag) => tag.route),
    ...(tags.length > 0 ? [tagsRoute(config.base)] : []),
    searchRoute(config.base),
  ]);
  diagnostics.push(...(await checkConfigLinks(root, config, frameById, routeSet)));

  const assets = await remember(options.memo, 'assets', () => config.base, () => bundleAssets(config.base));
  const ctx = createPageContext(frame, strings, { css: assets.cssUrl, scripts: assets.scriptUrls });
  const renderer = createRenderer(frame, ctx, options.memo);
  const docs: Doc[] = new Array(sources.length);
  let site: Site | undefined;

  /**
   * Each doc's page is rendered as soon as its Markdown is parsed (in workers on a large site), so
   * rendering and writing overlap parsing. Pages stop once an error is known; the build goes on
   * only to report every error at once.
   */
  async function* docPages(): AsyncGenerator<OutputFile> {
    kept.forEach((entry, i) => entry && (docs[i] = entry.doc));
    let failed = hasErrors(diagnostics);
    for (const entry of kept) if (entry && !failed) yield* renderer.docPages(entry.doc);
    const staleIndex = sources.flatMap((_, i) => (kept[i] ? [] : [i]));
    const stale = staleIndex.map((i) => sources[i]!);
    const pipelineOptions = { videos: config.videos };
    const pipeline = createPipeline(strings, pipelineOptions);
    const mdx = { root, strings, pipelineOptions, cardsFor: docCardsFor(frame.sidebars, frameById), highlighter: createHighlighter() };
    for await (const [at, { body, diagnostics: found }] of parseBodies(stale, { pipeline, pipelineOptions, table, routes, locale: config.locale, mdx })) {
      const i = staleIndex[at]!;
      const doc: Doc = { ...headers[i]!, ...body };
      options.cache?.set(doc.source.path, { hash: keyOf(doc.source), doc, diagnostics: [...(headerDiagnostics[i] ?? []), ...found] });
      diagnostics.push(...found);
      failed ||= hasErrors(found);
      if (!failed) yield* renderer.docPages(doc);
      // Once its page is on disk, a written build needs a doc's links, anchors and search text, not
      // its HTML (measured: 1.18 → 0.99 GB peak at 10,000 pages).
      docs[i] = options.write && !options.memo && !failed ? { ...doc, html: '' } : doc;
    }
    progress('check');
    site = { ...frame, docs, docsById: new Map(docs.map((doc) => [doc.id, doc])), docsByRoute: new Map(docs.map((doc) => [doc.route, doc])) };
    const files = new Set([...staticFiles, ...contentAssets]);
    diagnostics.push(...checkLinks(docs, { docsByContentPath: new Map(docs.map((d) => [d.source.contentPath, d])), routes: routeSet, files, base: config.base }));
    const assetCheck = publishedContentAssets(docs, contentAssets, config.contentDir);
    diagnostics.push(...assetCheck.diagnostics);
    publishedAssets = assetCheck.published;
  }

  async function* everyFile(): AsyncGenerator<OutputFile> {
    yield* docPages();
    if (hasErrors(diagnostics)) throw failedBuild;
    progress('render');
    // Built in a worker on a large site while the other pages render.
    const search = searchFiles(config.base, site!, options.memo);
    const httpHeaders = securityHeaders(contentSecurityPolicy(inlineCodeOf(ctx), config.analytics));
    const notFoundPath = `${config.base.slice(1)}404.html`;
    let notFound: OutputFile | undefined;
    for (const file of renderer.otherPages()) {
      if (file.path === notFoundPath) notFound = file;
      yield file;
    }
    yield* assets.files;
    yield* await copiedFiles(root, config, staticFiles, publishedAssets);
    yield* await search;
    yield* hostingFiles(site!, notFound ? [notFound] : [], tagsRoute(config.base), httpHeaders);
  }

  const result = (output: OutputFile[]): BuildResult => {
    const sorted = sortDiagnostics(diagnostics);
    const errors = sorted.filter((d) => d.severity === 'error').length;
    return {
      config,
      site: site ?? { ...frame, docs, docsById: new Map(), docsByRoute: new Map() },
      files: output,
      diagnostics: sorted,
      outDir,
      stats: {
        pages: sources.length,
        redirects: redirectResult.redirects.length,
        errors,
        warnings: sorted.length - errors,
        durationMs: Math.round(performance.now() - started),
      },
    };
  };
  try {
    if (!options.write) {
      const files: OutputFile[] = [];
      for await (const file of everyFile()) files.push(file);
      return result(files);
    }
    // Pages stream to a temporary folder as they are rendered; it replaces out/ only if the build succeeds.
    progress('write');
    await writeAtomically(outDir, everyFile());
    return result([]);
  } catch (error) {
    if (error === failedBuild) return result([]);
    throw error;
  }
}

/** Thrown into the writer when the build has errors, so the temporary folder is dropped and out/ stays as it was. */
const failedBuild = new Error('The build has errors');

/** Static files and images referenced from content keep their paths under the base. */
async function copiedFiles(root: string, config: Config, staticFiles: Set<string>, contentAssets: Set<string>): Promise<OutputFile[]> {
  const base = config.base.replace(/^\//, '');
  const read = (dir: string, file: string) => readFile(path.join(root, dir, file));
  return Promise.all([
    ...[...staticFiles].map(async (file) => ({ path: `${base}${file}`, contents: await read(config.staticDir, file) })),
    ...[...contentAssets].map(async (file) => ({ path: `${base}${file}`, contents: await read(config.contentDir, file) })),
  ]);
}
