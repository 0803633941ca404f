// Docusaurus reads a doc or a post from the current locale's i18n folder when one is there, the default locale
// included: `i18n/en/docusaurus-plugin-content-docs/version-1.0.0/hello.md` replaces
// `versioned_docs/version-1.0.0/hello.md` in an English site. Only Docusaurus's own folders are read for it.
import { existsSync, statSync } from 'node:fs';
import type { BuildMemo } from '../cache/memo.js';
import type { KeptGitDates } from '../cache/index.js';
import path from 'node:path';
import { translationFolders } from '../core/locales.js';
import type { Diagnostic, SourceFile } from '../core/model.js';
import { type AssetLayer, withAssetLayers } from './asset-layers.js';
import { blogTranslationFolder, translatePosts, withBlogAuthors } from './blog/translated-posts.js';
import type { LoadedSite } from './index.js';
import { isTagsFile } from './tags-file.js';
import { isCategoryFile } from './category-files.js';
import { readMarkdown } from './sources.js';
import { type TranslatedSite, withFolderDates } from './translations.js';
import { walkSiteFolder } from './walk.js';

const isFolder = (file: string) => existsSync(file) && statSync(file).isDirectory();

/** The default locale's site with its i18n files in place of their originals; undefined when it has none. */
export async function withDefaultLocaleFiles(
  original: LoadedSite,
  locale: string,
  version?: string,
  instance?: string,
  memo?: BuildMemo,
  keptDates?: KeptGitDates,
): Promise<TranslatedSite | undefined> {
  const { root, config } = original;
  const [docsFolder = ''] = translationFolders(locale, version, instance);
  const hasDocs = docsFolder !== '' && isFolder(path.join(root, docsFolder));
  const hasPosts = config.blog !== undefined && isFolder(path.join(root, blogTranslationFolder(locale)));
  if (!hasDocs && !hasPosts) return undefined;
  const diagnostics: Diagnostic[] = [];
  let sources: SourceFile[] = original.sources;
  let blogAuthors = original.blogAuthors;
  let postAssets: AssetLayer | undefined;
  // The folder's images and other files: a doc read from it finds `../img/a.png` beside it, as a translation does.
  let ownAssets = new Set<string>();
  if (hasDocs) {
    const walked = await walkSiteFolder(root, docsFolder);
    diagnostics.push(...walked.diagnostics);
    const docs = (await readMarkdown(root, docsFolder, walked.files, diagnostics, undefined, config.exclude)).filter(
      (doc) => !doc.post,
    );
    const byPath = new Map(docs.map((doc) => [doc.contentPath, doc]));
    sources = sources.map((source) => (source.post ? source : (byPath.get(source.contentPath) ?? source)));
    ownAssets = new Set(
      walked.files.filter(
        (file) => !/\.mdx?$/.test(file) && !isCategoryFile(file) && !isTagsFile(file, config.tagsFile),
      ),
    );
  }
  if (hasPosts && config.blog) {
    const posts = await translatePosts(root, config.blog, locale, sources, diagnostics);
    const originals = new Set(sources.map((source) => source.contentPath));
    // Only a post the blog has is replaced: Docusaurus lists a default locale's posts from the blog folder.
    sources = posts.sources.filter((source) => originals.has(source.contentPath));
    blogAuthors = withBlogAuthors(original, config.blog, posts.authors);
    postAssets = posts.assets;
  }
  return {
    folder: docsFolder,
    fallbacks: new Set(),
    loaded: {
      ...original,
      sources,
      blogAuthors,
      // A doc read from the i18n folder is dated by its own file there.
      ...(hasDocs ? { lastUpdated: withFolderDates(original, docsFolder, memo, keptDates) } : {}),
      ...withAssetLayers(original, [
        { files: ownAssets, sourcePathOf: (file) => `${docsFolder}/${file}` },
        ...(postAssets ? [postAssets] : []),
      ]),
      diagnostics: [...original.diagnostics, ...diagnostics],
    },
  };
}
