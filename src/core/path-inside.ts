// Whether a path lies inside a folder, the one test behind every "does it leave the site?" check.
import path from 'node:path';

/** True when `inner` is `outer` or lies inside it. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** `inner`'s path from `outer`, with forward slashes, when it lies inside `outer` (not `outer` itself). */
export function pathInside(outer: string, inner: string): string | undefined {
  const relative = path.relative(outer, inner);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join('/');
}
