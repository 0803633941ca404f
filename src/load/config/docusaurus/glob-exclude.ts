// Docusaurus's default `exclude` of its content plugins (docs, blog, pages): GlobExcludeDefault in
// @docusaurus/utils globUtils.ts. A plugin's own `exclude` replaces the list, it does not add to it.

/** Partials (`_…` files and folders), tests and their folders. */
export const GLOB_EXCLUDE_DEFAULT: readonly string[] = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** A plugin's `exclude` as helpdocs carries it: its strings, or undefined when unset or Docusaurus's default. */
export function ownExclude(exclude: unknown): string[] | undefined {
  if (!Array.isArray(exclude) || JSON.stringify(exclude) === JSON.stringify(GLOB_EXCLUDE_DEFAULT)) return undefined;
  return exclude.filter((glob): glob is string => typeof glob === 'string' && glob !== '');
}
