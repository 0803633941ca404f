import type { Diagnostic } from '../../core/model.js';
import type { CategoryFile } from '../../load/category-files.js';
import { checkJsonSource } from '../../load/json-source.js';
import { categoryMetaSchema, type CategoryMeta } from './schema.js';

/** A folder's metadata, with where it was written (for messages about its link). */
export interface CategoryInfo {
  meta: CategoryMeta;
  file: CategoryFile;
}

/** Validates every `_category_` file; a wrong key or value is an error at its line and column. */
export function readCategoryMeta(files: ReadonlyMap<string, CategoryFile>): {
  categories: Map<string, CategoryInfo>;
  diagnostics: Diagnostic[];
} {
  const categories = new Map<string, CategoryInfo>();
  const diagnostics: Diagnostic[] = [];
  for (const [dir, file] of files) {
    const checked = checkJsonSource(file.source, file.path, categoryMetaSchema, 'category');
    diagnostics.push(...checked.diagnostics);
    if (checked.data) categories.set(dir, { meta: checked.data, file });
  }
  return { categories, diagnostics };
}
