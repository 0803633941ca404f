/**
 * Stage load: the site's folder → its config, every Markdown source (text and hash), the sidebars
 * and redirects JSON, the static and content files, and the last-updated dates from git (a promise:
 * one git call that runs while the docs are parsed). The only stage that reads the site's sources.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSiteFile } from './site-file.js';
import { remember, type BuildMemo } from '../cache/memo.js';
import type { CompiledModules, KeptGitDates } from '../cache/index.js';
import { blogsOf, type Config, postsPrefix } from '../core/config.js';
import type { Diagnostic, LastUpdate, SourceFile } from '../core/model.js';
import { loadConfig } from './config/load.js';
import { lastUpdatedFromGit } from './git-dates.js';
import { gitHistory } from '../cache/git-head.js';
import { parseJsonSource, REDIRECTS_FILE, type JsonSource } from './json-source.js';
import { checkHasDocs, checkSiteFolder } from './site-folder.js';
import { isCategoryFile, loadCategoryFiles, type CategoryFile } from './category-files.js';
import { loadSidebarsSource, type SidebarsSource } from './sidebars-source.js';
import { readSiteFolders } from './sources.js';
import type { ReadAhead } from '../cache/site-inputs.js';
import { readPages } from './pages.js';
import { readPosts } from './blog/read-posts.js';
import type { AuthorsMap } from './blog/authors.js';
import type { TranslationMessages } from './translation-files.js';

export { readHeaders, routesOf, type Headers } from './headers.js';
export { siteSources } from './site-folder.js';
export { CONFIG_FILE } from './config/load.js';
export { REDIRECTS_FILE } from './json-source.js';
import { isTagsFile, type TagsFile } from './tags-file.js';
import { staticFoldersOf } from '../core/static-folders.js';
export { SIDEBAR_FILES } from './sidebars-source.js';

export interface LoadedSite {
  root: string;
  config: Config;
  sources: SourceFile[];
  /** `sidebars.json`, `.js` or `.ts`; none means one sidebar generated from the folders. */
  sidebarsFile: SidebarsSource | undefined;
  /** Each folder's `_category_.json`/`.yml`, by folder under content/. */
  categoryFiles: Map<string, CategoryFile>;
  redirectSource: JsonSource | undefined;
  staticFiles: Set<string>;
  /** The folder of each static file outside the first static folder (core/static-folders.ts). */
  staticFolderOf: Map<string, string>;
  /** Files under content/ other than docs (images); those a page links to or embeds are published. */
  contentAssets: Set<string>;
  /** Each blog's authors file's authors, by the blog's posts prefix (`@blog/`). */
  blogAuthors: ReadonlyMap<string, AuthorsMap>;
  /** The docs' tags file (under '') and each blog's (by its posts prefix), as the locale reads them. */
  tagsFiles?: ReadonlyMap<string, TagsFile>;
  /** The folder (from the site root) a content file is read from: the content folder, or a translation's. */
  /** A content asset's path from the site folder (`content/guia/x.png`, `blog/assets/y.png`). */
  sourcePathOf(file: string): string;
  lastUpdated: Promise<Map<string, LastUpdate>>;
  /** What reading the folders found wrong (links leaving the site folder, undecodable files). */
  diagnostics: Diagnostic[];
  /** The locale's `docusaurus-plugin-content-docs/current.json`: its sidebar labels. */
  sidebarTranslations?: TranslationMessages | undefined;
  /** One docs version of a versioned site (versions.json). */
  versioned?: boolean | undefined;
  /**
   * A doc set that does not own the base (a version other than the last, another docs instance): the
   * site's redirects, home, 404 and blog are written with the one that does.
   */
  besideBase?: boolean | undefined;
}

async function readJsonSource(root: string, name: string, memo?: BuildMemo): Promise<JsonSource | undefined> {
  const file = path.join(root, name);
  if (!existsSync(file)) return undefined;
  const text = await readSiteFile(root, name);
  return remember(
    memo,
    `json:${name}`,
    () => text,
    () => parseJsonSource(text),
  );
}

/** The site's config, from helpdocs.config.ts (checked against its schema). */
/** `onInputs` hears the local files a config or sidebars module was bundled from (the build cache's stamp). */
export async function loadSiteConfig(
  root: string,
  memo: BuildMemo | undefined,
  progress: (stage: string) => void,
  onInputs?: (files: string[], packages: string[]) => void,
  compiled?: CompiledModules,
): Promise<Config> {
  checkSiteFolder(root);
  progress('config');
  return remember(
    memo,
    'config',
    () => '',
    () => loadConfig(root, onInputs, compiled),
  );
}

export async function loadSite(
  root: string,
  config: Config,
  memo: BuildMemo | undefined,
  progress: (stage: string) => void,
  onInputs?: (files: string[], packages: string[]) => void,
  readAhead?: ReadAhead,
  keptDates?: KeptGitDates,
): Promise<LoadedSite> {
  progress('load');
  const lastUpdated = remember(
    memo,
    'git-dates',
    () => `${config.contentDir}:${config.lastUpdate.time}:${gitHistory(root)}`,
    // No process for a site that shows no dates (a Docusaurus site's default).
    () =>
      config.lastUpdate.time ? lastUpdatedFromGit(root, config.contentDir, keptDates) : Promise.resolve(new Map()),
  );
  const [{ sources, staticFiles, staticFolderOf, contentFiles, diagnostics }, sidebars, redirectSource] =
    await Promise.all([
      readSiteFolders(root, config.contentDir, staticFoldersOf(config), readAhead, config.exclude),
      loadSidebarsSource(root, memo, onInputs, config.sidebarPath),
      readJsonSource(root, REDIRECTS_FILE, memo),
    ]);
  checkHasDocs(root, config, sources, diagnostics);
  if (config.pagesDir) sources.push(...(await readPages(root, config.pagesDir, diagnostics, config.pagesExclude)));
  const blogAssets: string[] = [];
  const blogAuthors = new Map<string, AuthorsMap>();
  for (const blog of blogsOf(config)) {
    const { posts, assets, authors } = await readPosts(root, blog, diagnostics, blog.dir, config.locale);
    sources.push(...posts);
    blogAssets.push(...assets);
    if (authors) blogAuthors.set(postsPrefix(blog), authors);
  }
  const categoryFiles = await loadCategoryFiles(root, config.contentDir, contentFiles);
  // Docs are never assets: `.mdx` sources are left to the MDX loader, never copied as files; category metadata is read,
  // not published.
  const contentAssets = new Set(
    [...contentFiles].filter(
      (file) => !/\.mdx?$/.test(file) && !isCategoryFile(file) && !isTagsFile(file, config.tagsFile),
    ),
  );
  for (const file of blogAssets) contentAssets.add(file);
  return {
    root,
    config,
    sources,
    sidebarsFile: sidebars.sidebars,
    categoryFiles,
    redirectSource,
    staticFiles,
    staticFolderOf,
    contentAssets,
    blogAuthors,
    sourcePathOf: (file) => {
      const blog = blogsOf(config).find((each) => file.startsWith(postsPrefix(each)));
      return blog ? `${blog.dir}/${file.slice(postsPrefix(blog).length)}` : `${config.contentDir}/${file}`;
    },
    lastUpdated,
    diagnostics: [...diagnostics, ...sidebars.diagnostics],
  };
}
