// Number prefixes order files in a folder (`01-intro.md`) and are dropped from ids and routes, as in Docusaurus.

// Dates (`2024-01-02-x`) and versions (`8.0-x`) are names, not orders.
const DATE_LIKE = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$/;
const VERSION_LIKE = /^(\d+[-_.]\d+)(.*)$/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(.*)$/;

export interface PrefixedName {
  /** The name without its number prefix. */
  name: string;
  /** The number prefix, the item's default position among its siblings. */
  position?: number;
}

/** `01-intro` → `{ name: 'intro', position: 1 }`; `2024-01-02-news` and `intro` are kept as they are. */
export function parseNumberPrefix(name: string): PrefixedName {
  if (DATE_LIKE.test(name) || VERSION_LIKE.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match?.[1] && match[2] ? { name: match[2], position: Number.parseInt(match[1], 10) } : { name };
}

/** `01-guides/02-install` → `guides/install`. */
export function stripNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}
