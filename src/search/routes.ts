// Where search lives under the base path; shared by the build, the templates and the widgets.

/** The search page: `/manual/busca/?q=…`. */
export function searchRoute(base: string): string {
  return `${base}busca/`;
}

/**
 * Names the hashed index and store files. Pages link to this fixed address rather than to the
 * hashed files, so a content edit changes three small files instead of every page.
 */
export function searchManifestUrl(base: string): string {
  return `${base}search-manifest.json`;
}

export interface SearchManifest {
  index: string;
  store: string;
}
