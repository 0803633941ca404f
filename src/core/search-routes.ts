// Where search lives under the base path; shared by the build, the templates and the widgets.

/** The search page: `/manual/busca/?q=…`. */
export function searchRoute(base: string): string {
  return `${base}busca/`;
}

/**
 * Names the hashed shards and page fragments (format.ts). Pages link to this fixed address rather
 * than to hashed files, so a content edit changes a few search files and no page.
 */
export function searchManifestUrl(base: string): string {
  return `${base}search-manifest.json`;
}
