/**
 * The first position in [from, to) of an ascending list whose value is not below `value` (`to` when none is): the
 * binary search of the manifest's sorted terms (dictionary.ts) and of a term's postings by section.
 */
export function lowerBound<T extends string | number>(
  values: ArrayLike<T>,
  value: T,
  from = 0,
  to = values.length,
): number {
  let [low, high] = [from, to];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
