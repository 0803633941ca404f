/**
 * Plain string order (UTF-16 code units, as `Array#sort` without a comparator), never the locale's:
 * what it orders (stamps, hashes, the index's terms, the sitemap) must not depend on the machine,
 * and it makes no ICU collator.
 */
export function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
