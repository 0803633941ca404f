import { existsSync, statSync } from 'node:fs';
import type { Config } from '../core/config.js';
import { translationFolders } from '../core/locales.js';
import type { Diagnostic, LastUpdate, SourceFile } from '../core/model.js';
import { remember, type BuildMemo } from '../cache/memo.js';
import type { KeptGitDates } from '../cache/index.js';
import { isTagsFile } from './tags-file.js';
import { isCategoryFile, loadCategoryFiles } from './category-files.js';
import { lastUpdatedFromGit } from './git-dates.js';
import { gitHistory } from '../cache/git-head.js';
import type { LoadedSite } from './index.js';
import { readMarkdown } from './sources.js';
import { PAGES_PREFIX, readPages } from './pages.js';
import { walkSiteFolder } from './walk.js';
import { translatePosts, withBlogAuthors } from './blog/translated-posts.js';
import { withAssetLayers } from './asset-layers.js';

export interface TranslatedSite {
  /** The site as this locale shows it: each doc translated where a translation exists, the original otherwise. */
  loaded: LoadedSite;
  /** The folder the translations were read from, relative to the site root (it may not exist). */
  folder: string;
  /** Content paths of the docs that have no translation and show the default locale's text. */
  fallbacks: Set<string>;
}

/** Docusaurus's folder of a locale's translated Markdown pages, under `i18n/<locale>/`. */
const PAGES_PLUGIN_FOLDER = 'docusaurus-plugin-content-pages';

const isFolder = (file: string) => existsSync(file) && statSync(file).isDirectory();

/**
 * A locale's translations (`i18n/<locale>/`, or Docusaurus's `i18n/<locale>/docusaurus-plugin-content-docs/current/`)
 * laid over the default locale's content by path: a translated file replaces its original, a
 * translated `_category_.json` its folder's. A doc only the translation has is a warning and is not
 * published, as in Docusaurus (a page no other locale has cannot be reached from the others).
 */
export async function loadTranslation(
  original: LoadedSite,
  locale: string,
  memo?: BuildMemo,
  version?: string,
  instance?: string,
  keptDates?: KeptGitDates,
): Promise<TranslatedSite> {
  const { root, config } = original;
  const candidates = translationFolders(locale, version, instance);
  const folder =
    candidates.find((candidate) => isFolder(`${root}/${candidate}`)) ?? candidates.at(-1) ?? `i18n/${locale}`;
  const walked = await walkSiteFolder(root, folder);
  const diagnostics: Diagnostic[] = [...walked.diagnostics];
  const translated = await readMarkdown(root, folder, walked.files, diagnostics, undefined, config.exclude);
  const byPath = new Map(translated.map((source) => [source.contentPath, source]));
  const originalPaths = new Set(original.sources.map((source) => source.contentPath));
  // The site's Markdown pages, from the pages plugin's own folder of the locale, as Docusaurus reads it first
  // (plugin-content-pages, getFolderContainingFile); a page only it has is not published, as a doc.
  const pagesFolder = `i18n/${locale}/${PAGES_PLUGIN_FOLDER}`;
  if (config.pagesDir && version === undefined && instance === undefined && isFolder(`${root}/${pagesFolder}`))
    for (const page of await readPages(root, pagesFolder, diagnostics, config.pagesExclude)) {
      if (originalPaths.has(page.contentPath)) byPath.set(page.contentPath, page);
      else {
        const inPages = { ...page, contentPath: page.contentPath.slice(PAGES_PREFIX.length) };
        diagnostics.push(withoutOriginal(inPages, { ...config, contentDir: config.pagesDir }));
      }
    }
  const docs: SourceFile[] = original.sources.map((source) => byPath.get(source.contentPath) ?? source);
  const posts = config.blog ? await translatePosts(root, config.blog, locale, docs, diagnostics) : undefined;
  const sources = posts?.sources ?? docs;
  diagnostics.push(
    ...translated.filter((source) => !originalPaths.has(source.contentPath)).map((s) => withoutOriginal(s, config)),
  );
  const fallbacks = new Set(
    [...originalPaths].filter((contentPath) => !byPath.has(contentPath) && !posts?.translated.has(contentPath)),
  );

  const translatedCategories = await loadCategoryFiles(root, folder, new Set(walked.files));
  const categoryFiles = new Map([...original.categoryFiles, ...translatedCategories]);
  const ownAssets = new Set(
    walked.files.filter((file) => !/\.mdx?$/.test(file) && !isCategoryFile(file) && !isTagsFile(file, config.tagsFile)),
  );
  const lastUpdated = withFolderDates(original, folder, memo, keptDates);
  return {
    folder,
    fallbacks,
    loaded: {
      ...original,
      config,
      sources,
      categoryFiles,
      blogAuthors: withBlogAuthors(original, config.blog, posts?.authors),
      ...withAssetLayers(original, [
        { files: ownAssets, sourcePathOf: (file) => `${folder}/${file}` },
        ...(posts ? [posts.assets] : []),
      ]),
      lastUpdated,
      diagnostics,
    },
  };
}

/**
 * The original's last-updated dates with those of the files in `folder` (a translation's): a translated
 * doc is dated by its own file's last commit, as Docusaurus dates it.
 */
export function withFolderDates(
  original: LoadedSite,
  folder: string,
  memo?: BuildMemo,
  keptDates?: KeptGitDates,
): Promise<Map<string, LastUpdate>> {
  const { root, config } = original;
  const dates = remember(
    memo,
    `git-dates:${folder}`,
    () => `${folder}:${config.lastUpdate.time}:${gitHistory(root)}`,
    () => (config.lastUpdate.time ? lastUpdatedFromGit(root, folder, keptDates) : Promise.resolve(new Map())),
  );
  const lastUpdated = Promise.all([original.lastUpdated, dates]).then(
    ([a, b]): Map<string, LastUpdate> => new Map([...a, ...b]),
  );
  lastUpdated.catch(() => {});
  return lastUpdated;
}

/** A translated doc whose original is missing (renamed or deleted in the default locale, or never written). */
function withoutOriginal(source: SourceFile, config: Config): Diagnostic {
  return {
    severity: 'warning',
    file: source.path,
    line: 1,
    column: 1,
    message: `Translation of ${config.contentDir}/${source.contentPath}, which does not exist: it is not published`,
    ruleId: 'translation-without-original',
    hint: `add ${config.contentDir}/${source.contentPath} in the default locale, or move or delete this translation`,
  };
}
