import { readFileSync } from 'node:fs';
import picomatch from 'picomatch';
import path from 'node:path';
import type { Diagnostic, SourceFile } from '../core/model.js';
import { decodeSource } from './decode.js';
import { isExactUtf8, lazySource } from './lazy-source.js';
import { unsafeFileNames } from './file-names.js';
import { walkSiteFolder } from './walk.js';
import type { ReadAhead } from '../cache/site-inputs.js';
import { hashText } from '../core/hash-text.js';

export interface SiteFolders {
  /** `content/**\/*.{md,mdx}`, sorted. */
  sources: SourceFile[];
  /** Every file of the static folders, relative to its folder. */
  staticFiles: Set<string>;
  /** The folder of each static file that is not in the first static folder (core/static-folders.ts). */
  staticFolderOf: Map<string, string>;
  /** Every file of the content folder, `.md` included, relative to it. */
  contentFiles: Set<string>;
  diagnostics: Diagnostic[];
}

/**
 * Reads `content/**\/*.{md,mdx}` and lists the static folders (`staticDirs`, in order: a path's first file is the
 * one published) and `content/`. The only place that reads content from disk.
 */
export async function readSiteFolders(
  root: string,
  contentDir: string,
  staticDirs: readonly string[],
  readAhead?: ReadAhead,
  exclude?: readonly string[],
): Promise<SiteFolders> {
  const [content, ...statics] = await Promise.all([
    walkSiteFolder(root, contentDir),
    ...staticDirs.map((dir) => walkSiteFolder(root, dir)),
  ]);
  const diagnostics = [...content.diagnostics, ...statics.flatMap((walked) => walked.diagnostics)];
  const sources = await readMarkdown(root, contentDir, content.files, diagnostics, readAhead, exclude);
  const staticFiles = new Set<string>();
  const staticFolderOf = new Map<string, string>();
  for (const [index, walked] of statics.entries())
    for (const file of walked.files) {
      if (staticFiles.has(file)) continue;
      staticFiles.add(file);
      if (index > 0) staticFolderOf.set(file, staticDirs[index] ?? '');
    }
  return { sources, staticFiles, staticFolderOf, contentFiles: new Set(content.files), diagnostics };
}

/**
 * The `.md`/`.mdx` files among a folder's files (relative to it), read (or taken from `readAhead`)
 * and decoded; problems go to `diagnostics`.
 */
export async function readMarkdown(
  root: string,
  folder: string,
  files: readonly string[],
  diagnostics: Diagnostic[],
  readAhead?: ReadAhead,
  exclude?: readonly string[],
): Promise<SourceFile[]> {
  diagnostics.push(...unsafeFileNames(folder, files));
  const base = path.join(root, folder);
  const isPage = pageFilter(exclude);
  // Synchronous reads: for thousands of docs, several times faster than a promise per file.
  return files
    .filter((file) => /\.mdx?$/.test(file) && isPage(file))
    .map((contentPath) => {
      const sitePath = path.posix.join(folder, contentPath);
      // A walk's path is clean and '/'-separated: on POSIX it is joined as it is, without path.join's work.
      const file = path.sep === '/' && !base.endsWith('/') ? `${base}/${contentPath}` : path.join(base, contentPath);
      const ahead = readAhead?.take(file);
      const bytes = ahead?.bytes ?? readFileSync(file);
      // The hash from the bytes when they are the text's (and as the input hash took it).
      if (isExactUtf8(bytes)) return lazySource(sitePath, contentPath, bytes, ahead?.sha1 ?? hashText(bytes));
      const { text, diagnostics: found } = decodeSource(sitePath, bytes);
      diagnostics.push(...found);
      return { path: sitePath, contentPath, text, hash: hashText(text) };
    });
}

/**
 * Which Markdown files of a folder are pages. By default `_part.md` and files under `_folder/` are partials,
 * imported by docs, never pages of their own; a docs plugin's `exclude` globs replace that rule, as
 * Docusaurus's option replaces its default list (which says the same of `_` names).
 */
function pageFilter(exclude: readonly string[] | undefined): (file: string) => boolean {
  if (!exclude) return (file) => !file.split('/').some((part) => part.startsWith('_'));
  const excluded = picomatch([...exclude]);
  return (file) => !excluded(file);
}
