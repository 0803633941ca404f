// Standalone Markdown pages (`pagesDir`, Docusaurus's `src/pages/**/*.{md,mdx}`): read like docs, kept
// apart from them by their content path, routed from the base (src/load/headers.ts).
import type { Diagnostic, SourceFile } from '../core/model.js';
import { readMarkdown } from './sources.js';
import { walkSiteFolder } from './walk.js';

/** Where pages sit among the content paths: no docs folder can be named so. */
export const PAGES_PREFIX = '@pages/';

/** `exclude`: globs of files that are no pages (`pagesExclude`), in place of the rule for `_` names. */
export async function readPages(
  root: string,
  pagesDir: string,
  diagnostics: Diagnostic[],
  exclude?: readonly string[],
): Promise<SourceFile[]> {
  const walked = await walkSiteFolder(root, pagesDir);
  diagnostics.push(...walked.diagnostics);
  const pages = await readMarkdown(root, pagesDir, walked.files, diagnostics, undefined, exclude);
  return pages.map((page) => ({ ...page, contentPath: `${PAGES_PREFIX}${page.contentPath}`, page: true }));
}

/** `@pages/team.md` → `<base>team/`; `@pages/index.md` → the base. */
export function pageRoute(base: string, source: SourceFile): string {
  const path = source.contentPath.slice(PAGES_PREFIX.length).replace(/\.mdx?$/, '');
  const folder = path.replace(/(^|\/)index$/, '');
  return folder === '' ? base : `${base}${folder}/`;
}
