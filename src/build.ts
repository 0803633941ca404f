import path from 'node:path';
import { madeFile, type OutputFile } from './core/model.js';
import { loadSiteConfig } from './load/index.js';
import { configDiagnostics } from './load/config/load.js';
import { createIslandChunks, createSitePackages } from './parse/index.js';
import { prepareBrand } from './brand/index.js';
import { loadThemeOverrides } from './brand/overrides.js';
import { withSwizzled } from './brand/with-swizzled.js';
import { bundle } from './output/index.js';
import { InputRecorder } from './build/inputs.js';
import { prepareDocSets } from './build/doc-sets.js';
import { renderLocales } from './build/renderings.js';
import { buildResult } from './build/result.js';
import { emptySites, failedBuild, siteFiles } from './build/site-files.js';
import { checkFolders, openBuildCache } from './build/folders.js';
import type { BuildOptions, BuildResult } from './build/types.js';
import { writeSite } from './build/write.js';
import { prepareSitePostCss, withPostCss } from './load/postcss/index.js';
import { setSitePostCss } from './load/postcss/active.js';
import { LostCacheEntry } from './cache/parse-index.js';
import type { LaneSet } from './lane/record.js';
import { clockMs } from './core/clock.js';

export type { BuildOptions, BuildResult } from './build/types.js';

/**
 * load → headers → assemble → parse (each doc's page rendered as it arrives) → check → other pages
 * and search → write. Every stage is a function of the previous ones' output; pages stream to disk.
 * Each locale (`i18n`), and each docs version of a locale (versions.json), runs the stages from headers on
 * with its own content, base and strings; the assets and hosting files are written once for the site.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  try {
    return await buildOnce(options);
  } catch (error) {
    if (!(error instanceof LostCacheEntry)) throw error;
    // Nothing was moved into out/, and the index is gone: each doc's entry is now read and vetted
    // as any input (a forged one is ignored with a note), or the doc parsed again.
    options.cache?.clear();
    const result = await buildOnce(options);
    result.cache.notes.unshift(`cache: ${error.message}`);
    return result;
  }
}

async function buildOnce(options: BuildOptions): Promise<BuildResult> {
  const started = clockMs();
  const progress = options.onProgress ?? (() => {});
  const root = path.resolve(options.root);
  const cache = openBuildCache(root, options);
  const recorder = new InputRecorder({ ...options, root });
  const config = await loadSiteConfig(root, cache.memo, progress, recorder.configModules, cache.modules);
  // The site's PostCSS (Tailwind), which every stylesheet taken from the site goes through from here on.
  const postCss = await prepareSitePostCss(root, config);
  setSitePostCss(root, postCss);
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  checkFolders(root, outDir, config, options);
  await recorder.recordSite(config);
  const drafts = options.drafts ?? false;
  const docSets = await prepareDocSets({
    root,
    config,
    cache,
    drafts,
    progress,
    onInputs: recorder.sidebarModules,
    readAhead: options.readAhead,
  });
  await recorder.recordSidebarModules();
  const { locales } = docSets;
  const brand = await prepareBrand(root, config, docSets.site.staticFiles, docSets.site.staticFolderOf);
  const overrides = await withSwizzled(await loadThemeOverrides(root, cache.memo), root, config, locales[0]?.strings);
  const diagnostics = [...configDiagnostics(config), ...docSets.diagnostics, ...locales.flatMap((l) => l.diagnostics)];
  diagnostics.push(...brand.diagnostics);
  diagnostics.push(...overrides.diagnostics);
  progress('assemble');
  const shared = { assets: await bundle(config.base, cache.memo), brand, overrides };
  const cacheKey = recorder.context ? { fingerprint: options.cacheFingerprint } : undefined;
  const renderings = renderLocales(locales, config, shared, cacheKey);
  const sites = emptySites(locales);
  const dropHtml = options.write && !cache.memo;
  // Browser chunks of the site components MDX docs hydrate, bundled as docs ask for them.
  const islandChunks = createIslandChunks(config.base, root);
  // The packages MDX docs import, each bundled and run once for every doc that imports it.
  const packages = createSitePackages(root, config.base);
  // What the one-doc rebuild needs of each doc set, kept with the stamp a written build leaves. Not for a site whose
  // own code draws a doc's page (theme/DocPage, theme/Layout) or may import a doc (React pages).
  const ownDrawing = overrides.components.DocPage || overrides.components.Layout || config.reactPages.length > 0;
  const laneSets = options.write && recorder.context && !ownDrawing ? ([] as Array<LaneSet | undefined>) : undefined;
  const files = siteFiles({
    laneSets,
    locales,
    renderings,
    sites,
    shared,
    islandChunks,
    packages,
    cache,
    diagnostics,
    dropHtml,
    progress,
  });
  const result = (made: OutputFile[]) =>
    buildResult(
      { config, outDir, locales, sites, diagnostics: withPostCss(diagnostics, postCss), cache, started },
      made,
    );
  try {
    if (!options.write) {
      const made: OutputFile[] = [];
      for await (const file of files) made.push(madeFile(file));
      return await result(made);
    }
    progress('write');
    return await writeSite(outDir, files, recorder, () => result([]), laneSets);
  } catch (error) {
    if (error === failedBuild) return result([]);
    throw error;
  }
}
