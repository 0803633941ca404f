import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseJsonSource, type JsonSource } from './json-source.js';
import { parseYamlSource } from './yaml-source.js';

/** Docusaurus's category metadata files, in the order Docusaurus looks for them. */
const CATEGORY_FILE_NAMES = ['_category_.json', '_category_.yml', '_category_.yaml'];

export interface CategoryFile {
  /** Folder under the content folder, `.` for the content folder itself (`guides/advanced`). */
  dir: string;
  /** Path relative to the site root, for diagnostics. */
  path: string;
  source: JsonSource;
}

/** Whether a content file is category metadata (read for sidebars, never published). */
export function isCategoryFile(contentPath: string): boolean {
  return CATEGORY_FILE_NAMES.includes(path.posix.basename(contentPath));
}

/**
 * Every folder's `_category_.json` (or `.yml`, `.yaml`: the first found, as Docusaurus reads them), among the content
 * folder's files.
 */
export async function loadCategoryFiles(
  root: string,
  contentDir: string,
  contentFiles: ReadonlySet<string>,
): Promise<Map<string, CategoryFile>> {
  const cwd = path.join(root, contentDir);
  const found = [...contentFiles]
    .filter(isCategoryFile)
    .sort(
      (a, b) =>
        CATEGORY_FILE_NAMES.indexOf(path.posix.basename(a)) - CATEGORY_FILE_NAMES.indexOf(path.posix.basename(b)),
    );
  const files = new Map<string, CategoryFile>();
  for (const contentPath of found) {
    const dir = path.posix.dirname(contentPath);
    if (files.has(dir)) continue;
    const text = await readFile(path.join(cwd, contentPath), 'utf8');
    const source = contentPath.endsWith('.json') ? parseCategoryJson(text) : parseYamlSource(text);
    files.set(dir, { dir, path: path.posix.join(contentDir, contentPath), source });
  }
  return files;
}

/**
 * Docusaurus reads `_category_.json` with its YAML reader (readCategoriesMetadata), so a trailing comma or a
 * `#` comment passes: JSON first, then YAML, whose error is not shown for a file meant as JSON.
 */
function parseCategoryJson(text: string): JsonSource {
  const json = parseJsonSource(text);
  if (!json.syntaxError) return json;
  const yaml = parseYamlSource(text);
  return yaml.syntaxError ? json : yaml;
}
