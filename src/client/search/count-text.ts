// The result count line, shared by the widgets and the search page's first, plain-DOM results.
import type { SearchResults } from '../../search/engine.js';
import type { SearchStrings } from './search-strings.js';

/** "Um documento encontrado", "12 documentos encontrados" or "Nenhum resultado para “x”". */
export function countText(strings: SearchStrings, results: SearchResults, query: string): string {
  if (results.total === 0) return strings.none.replace('{query}', () => query.trim());
  return results.total === 1 ? strings.one : strings.many.replace('{count}', String(results.total));
}
