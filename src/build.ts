import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleAssets } from './bundle.js';
import type { Config } from './config/schema.js';
import { loadConfig } from './config/load.js';
import { hashText, listStaticFiles, loadSources } from './content/load.js';
import { checkConfigLinks } from './config-links.js';
import { hasErrors, sortDiagnostics } from './diagnostics.js';
import { contentSecurityPolicy, securityHeaders } from './csp.js';
import { hostingFiles } from './hosting/index.js';
import { lastUpdatedFromGit } from './git-dates.js';
import { parseJsonSource, type JsonSource } from './json-source.js';
import { checkLinks } from './links.js';
import { remember, type BuildMemo } from './memo.js';
import { createPipeline } from './markdown/pipeline.js';
import type { Diagnostic, Doc, OutputFile, Site, SourceFile } from './model.js';
import { routeOfSource } from './parse.js';
import { parseAll } from './parse-pool.js';
import { REDIRECTS_FILE, resolveRedirects } from './redirects.js';
import { renderSite, tagsRoute } from './render/render.js';
import { createPageContext } from './render/context.js';
import { inlineCodeOf } from './render/inline-code.js';
import { createStrings } from './render/strings.js';
import { buildNav } from './sidebar/nav.js';
import { resolveSidebars, SIDEBARS_FILE } from './sidebar/resolve.js';
import { collectTags } from './tags.js';
import { writeAtomically } from './write.js';
import { searchFiles } from './search/output.js';
import { searchRoute } from './search/routes.js';

export interface BuildOptions {
  root: string;
  /** Overrides the config's out folder (relative to the root or absolute). */
  outDir?: string;
  write: boolean;
  onProgress?: (stage: string) => void;
  /** Parse results of unchanged files, keyed by content hash (watch mode). */
  cache?: Map<string, { hash: string; doc: Doc; diagnostics: Diagnostic[] }>;
  /** Watch mode: config, git dates, assets and rendered pages kept between rebuilds (src/memo.ts). */
  memo?: BuildMemo;
}

export interface BuildResult {
  config: Config;
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

function duplicateRoutes(docs: readonly Doc[]): Diagnostic[] {
  const byRoute = new Map<string, Doc>();
  const out: Diagnostic[] = [];
  for (const doc of docs) {
    const other = byRoute.get(doc.route);
    if (other) {
      out.push({ severity: 'error', file: doc.source.path, line: 1, column: 1, message: `Doc has the same route ${doc.route} as ${other.source.path}`, ruleId: 'duplicate-route', hint: 'rename one file or change its slug' });
    } else byRoute.set(doc.route, doc);
  }
  return out;
}

/** load → parse → assemble → check → render → write. Every stage is a function of the previous ones' output. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const root = path.resolve(options.root);
  progress('config');
  const config = await remember(options.memo, 'config', () => '', () => loadConfig(root));
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  const strings = createStrings(config.locale);
  progress('load');
  const gitDates = remember(options.memo, 'git-dates', () => config.contentDir, () => lastUpdatedFromGit(root, config.contentDir));
  const [sources, sidebarSource, redirectSource, staticFiles, contentFiles] = await Promise.all([
    loadSources(root, config.contentDir),
    readJsonSource(root, SIDEBARS_FILE, options.memo),
    readJsonSource(root, REDIRECTS_FILE, options.memo),
    listStaticFiles(root, config.staticDir),
    listStaticFiles(root, config.contentDir),
  ]);
  const contentAssets = new Set([...contentFiles].filter((file) => !file.endsWith('.md')));

  progress('parse');
  const routes = new Map(sources.map((source) => [source.contentPath, routeOfSource(config.base, source)]));
  const table = { base: config.base, routeOf: (contentPath: string) => routes.get(contentPath) };
  const pipeline = createPipeline(strings);
  const diagnostics: Diagnostic[] = [];
  // Links resolve through every doc's route, so a kept parse result is valid for the same text and routes.
  const routesHash = options.cache ? hashText([...routes].join('\n')) : '';
  const keyOf = (source: SourceFile) => `${source.hash}:${routesHash}`;
  const stale = sources.filter((source) => options.cache?.get(source.path)?.hash !== keyOf(source));
  const parsed = await parseAll(stale, { pipeline, table, routes, locale: config.locale });
  stale.forEach((source, i) => options.cache?.set(source.path, { hash: keyOf(source), ...parsed[i]! }));
  const fresh = new Map(stale.map((source, i) => [source.path, parsed[i]!]));
  const docs = sources.map((source: SourceFile) => {
    const result = fresh.get(source.path) ?? options.cache!.get(source.path)!;
    diagnostics.push(...result.diagnostics);
    return result.doc;
  });

  progress('assemble');
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const docsByRoute = new Map(docs.map((doc) => [doc.route, doc]));
  diagnostics.push(...duplicateRoutes(docs));
  const sidebarResult = resolveSidebars(sidebarSource, docsById);
  const redirectResult = resolveRedirects(redirectSource, config.base, new Set(docsByRoute.keys()));
  diagnostics.push(...sidebarResult.diagnostics, ...redirectResult.diagnostics);
  const tags = collectTags(docs, config.base, config.locale);
  const site: Site = {
    root,
    config,
    docs,
    docsById,
    docsByRoute,
    sidebars: sidebarResult.sidebars,
    nav: buildNav(sidebarResult.sidebars, docsById, strings.t('doc.home'), config.base),
    redirects: redirectResult.redirects,
    tags,
    lastUpdated: await gitDates,
    staticFiles,
  };

  progress('check');
  const routeSet = new Set<string>([
    ...docsByRoute.keys(),
    ...redirectResult.redirects.map((r) => r.fromRoute),
    ...tags.map((tag) => tag.route),
    ...(tags.length > 0 ? [tagsRoute(config.base)] : []),
    searchRoute(config.base),
  ]);
  const files = new Set([...staticFiles, ...contentAssets]);
  diagnostics.push(...checkLinks(docs, { docsByContentPath: new Map(docs.map((d) => [d.source.contentPath, d])), routes: routeSet, files, base: config.base }));
  diagnostics.push(...(await checkConfigLinks(root, config, docsById, routeSet)));

  const sorted = sortDiagnostics(diagnostics);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const result = (output: OutputFile[]): BuildResult => ({
    config,
    site,
    files: output,
    diagnostics: sorted,
    outDir,
    stats: {
      pages: docs.length,
      redirects: redirectResult.redirects.length,
      errors,
      warnings: sorted.length - errors,
      durationMs: Math.round(performance.now() - started),
    },
  });
  if (hasErrors(sorted)) return result([]);

  progress('render');
  // Started first: on a large site the search index is built in a worker while the pages render.
  const search = searchFiles(config.base, site, options.memo);
  const assets = await remember(options.memo, 'assets', () => config.base, () => bundleAssets(config.base));
  const ctx = createPageContext(site, strings, { css: assets.cssUrl, scripts: assets.scriptUrls });
  const headers = securityHeaders(contentSecurityPolicy(inlineCodeOf(ctx), config.analytics));
  const copied = await copiedFiles(root, config, staticFiles, contentAssets);
  const notFoundPath = `${config.base.slice(1)}404.html`;
  async function* everyFile(): AsyncGenerator<OutputFile> {
    let notFound: OutputFile | undefined;
    for (const file of renderSite(site, ctx, options.memo)) {
      if (file.path === notFoundPath) notFound = file;
      yield file;
    }
    yield* assets.files;
    yield* copied;
    yield* await search;
    yield* hostingFiles(site, notFound ? [notFound] : [], tagsRoute(config.base), headers);
  }
  if (!options.write) {
    const files: OutputFile[] = [];
    for await (const file of everyFile()) files.push(file);
    return result(files);
  }
  // A written build streams every file to disk, so a large site never sits in memory as a whole.
  progress('write');
  await writeAtomically(outDir, everyFile());
  return result([]);
}

/** Static files and images referenced from content keep their paths under the base. */
async function copiedFiles(root: string, config: Config, staticFiles: Set<string>, contentAssets: Set<string>): Promise<OutputFile[]> {
  const base = config.base.replace(/^\//, '');
  const read = (dir: string, file: string) => readFile(path.join(root, dir, file));
  return Promise.all([
    ...[...staticFiles].map(async (file) => ({ path: `${base}${file}`, contents: await read(config.staticDir, file) })),
    ...[...contentAssets].map(async (file) => ({ path: `${base}${file}`, contents: await read(config.contentDir, file) })),
  ]);
}
