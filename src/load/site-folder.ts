import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { blogsOf, type Config } from '../core/config.js';
import { configFileOf } from './config/load.js';
import { REDIRECTS_FILE, SIDEBARS_FILE } from './json-source.js';
import { UsageError } from '../core/usage-error.js';
import { I18N_DIR } from '../core/locales.js';
import { VERSIONED_FOLDERS, VERSIONS_FILE } from '../core/versions.js';
import type { Diagnostic, SourceFile } from '../core/model.js';
import { staticFoldersOf } from '../core/static-folders.js';

/** A mistyped --root must not build an empty site over the previous one. */
export function checkSiteFolder(root: string): void {
  let isFolder = false;
  try {
    isFolder = statSync(root).isDirectory();
  } catch {
    throw new UsageError(`helpdocs: no such folder: ${root} (check --root)`);
  }
  if (!isFolder) throw new UsageError(`helpdocs: ${root} is a file, not a site folder (check --root)`);
}

/**
 * A site without docs is a mistake (wrong --root or contentDir), never an empty site to publish, unless it has a
 * blog and no docs folder at all (Docusaurus's `docs: false`: a blog alone). When
 * the folder itself was refused (a symlink leading out of the site), that is the reason given.
 */
export function checkHasDocs(
  root: string,
  config: Config,
  sources: readonly SourceFile[],
  walked: readonly Diagnostic[],
): void {
  if (sources.length > 0 || (blogsOf(config).length > 0 && !existsSync(path.join(root, config.contentDir)))) return;
  const refused = walked.find(
    (found) => found.file === path.posix.join(config.contentDir, '') && found.ruleId.startsWith('symlink-'),
  );
  if (refused) throw new UsageError(`helpdocs: ${refused.message}; nothing behind it is read (${refused.hint})`);
  const shown = path.join(path.relative(process.cwd(), root), config.contentDir);
  throw new UsageError(`helpdocs: no docs found in ${shown}/ (no .md files); check --root and the config's contentDir`);
}

/** Everything of the site's own that a build must never overwrite or delete. */
export function siteSources(root: string, config: Config): string[] {
  return [
    config.contentDir,
    ...staticFoldersOf(config),
    configFileOf(root),
    SIDEBARS_FILE,
    REDIRECTS_FILE,
    VERSIONS_FILE,
    ...VERSIONED_FOLDERS,
    // Translations, standalone pages and blogs are sources too: `--out blog --force` replaced the posts.
    I18N_DIR,
    ...(config.pagesDir ? [config.pagesDir] : []),
    ...blogsOf(config).map((blog) => blog.dir),
  ].map((name) => path.resolve(root, name));
}
