// Where search lives under the base path; shared by the build, the templates and the widgets.
import { pageLinkOf } from './routes.js';
import type { Strings } from './strings.js';

/** A search page's path under the base: letters, digits, `_ . ~ -`, segments joined by `/` (`busca`, `docs/search`). */
export const SEARCH_ROUTE_SEGMENT = /^[\p{L}\p{N}_.~-]+(?:\/[\p{L}\p{N}_.~-]+)*$/u;

/** The search page: `/manual/busca/?q=…`; `segment` from the config (`search.route`) or the locale's strings. */
export function searchRoute(base: string, segment: string): string {
  return `${base}${segment}/`;
}

/** The site's search page: `search.route` of the config, else the locale's `search.route` string. */
// The config's shape is written out rather than imported: config.ts imports SEARCH_ROUTE_SEGMENT from here.
export function siteSearchRoute(
  config: { base: string; search: { route?: string | undefined } },
  strings: Pick<Strings, 't'>,
): string {
  return searchRoute(config.base, config.search.route ?? strings.t('search.route'));
}

/**
 * The search page as links name it (routes.ts linkOfRoute): the search box's `action` and its link to all results,
 * which the box's script writes, so the page's markup cannot put them in the site's form.
 */
export function siteSearchLink(
  config: { base: string; search: { route?: string | undefined }; trailingSlash?: boolean | undefined },
  strings: Pick<Strings, 't'>,
): string {
  return pageLinkOf(config, siteSearchRoute(config, strings));
}

/**
 * Names the hashed shards and page fragments (format.ts). Pages link to this fixed address rather
 * than to hashed files, so a content edit changes a few search files and no page.
 */
export function searchManifestUrl(base: string): string {
  return `${base}search-manifest.json`;
}
