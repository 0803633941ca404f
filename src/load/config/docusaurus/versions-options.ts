// The docs plugin's version options → helpdocs's `docsVersions`; what a version's options ask for
// beyond its label, path, banner, badge and noIndex is named in a warning.
import { isOptions, type Notes, type Options, optionsOf } from './notes.js';

export const VERSION_KEYS = new Set([
  'lastVersion',
  'versions',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
]);
const VERSION_OPTIONS = new Set(['label', 'path', 'banner', 'badge', 'noIndex']);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : value);

/** `docsVersions` for the site's config, or undefined when the options set none of the keys above. */
export function mapVersionOptions(docs: Options, at: PropertyKey[], notes: Notes): Record<string, unknown> | undefined {
  if (![...VERSION_KEYS].some((key) => docs[key] !== undefined)) return undefined;
  const mapped: Record<string, unknown> = {};
  for (const key of ['lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning'])
    if (docs[key] !== undefined) mapped[key] = docs[key];
  const versions: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of Object.entries(optionsOf(docs.versions))) {
    if (!isOptions(value)) continue;
    const own: Record<string, unknown> = {};
    for (const [key, option] of Object.entries(value)) {
      if (option === undefined) continue;
      if (VERSION_OPTIONS.has(key)) own[key] = key === 'path' ? trimmed(option) : option;
      else notes.warn([...at, 'versions', name, key], `The version option ${key} is not carried over`);
    }
    versions[name] = own;
  }
  mapped.versions = versions;
  return mapped;
}
