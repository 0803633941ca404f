// How many docs each parser read in this process's build, for `helpdocs build --profile`.
import type { ParsePath } from './remark-fast-parse.js';

const counts = new Map<ParsePath, number>();

export function recordParsePath(path: ParsePath | undefined): void {
  if (path) counts.set(path, (counts.get(path) ?? 0) + 1);
}

/** A build's count starts from nothing (a process may build more than once). */
export function resetParsePaths(): void {
  counts.clear();
}

/** The profile's line: docs per parser (docs from the cache are parsed by neither). */
export function formatParsePaths(): string {
  const fast = counts.get('markdown-it') ?? 0;
  const slow = counts.get('micromark') ?? 0;
  return `helpdocs: Markdown docs parsed: ${fast} by markdown-it (fast path), ${slow} by micromark`;
}
