import type { Site } from '../../core/model.js';
import { pageLinkOf } from '../../core/routes.js';

/** Files in `out/` that belong to hosts, not to the site: never served as pages. */
export const REDIRECTS_FILE_NAME = '_redirects';
export const HEADERS_FILE_NAME = '_headers';
export const NGINX_FILE_NAME = 'nginx-helpdocs.conf';
/**
 * Left in every output folder helpdocs writes, so a later build knows the folder is its own to
 * replace (src/output/out-guard.ts). Not a page: never served.
 */
export const OUT_MARKER_NAME = '.helpdocs-out';
export const OUT_MARKER_TEXT =
  'This folder is written by `helpdocs build` and replaced as a whole on every build: keep nothing else in it.\n';
export const HOST_FILES: readonly string[] = [
  `/${REDIRECTS_FILE_NAME}`,
  `/${HEADERS_FILE_NAME}`,
  `/${NGINX_FILE_NAME}`,
  `/${OUT_MARKER_NAME}`,
];

/** Cache-Control of the hashed assets, in every host's rules. */
export const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** HTML and other unhashed files: revalidated (ETag, 304) on every visit, so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/** Response headers as name/value pairs, in order. */
export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

export interface RedirectRule {
  /** Request path, e.g. `/manual/usuario/x.html`. */
  from: string;
  /** Where it leads, e.g. `/manual/usuario/y/`. */
  to: string;
}

/**
 * `/manual/x/` → the four ways a link may name it: `/manual/x`, `/manual/x/`, `/manual/x.html`,
 * `/manual/x/index.html`.
 */
export function pathForms(route: string): string[] {
  const bare = route.replace(/\/$/, '');
  return [bare, `${bare}/`, `${bare}.html`, `${bare}/index.html`];
}

/**
 * Every real (301) redirect of the site: the host root leads to the base, and each entry of
 * redirects.json in every form (`hostRoot`: false for a locale under the base, whose moved pages
 * only are added). One list feeds `_redirects`, the nginx snippet and `serve`.
 */
export function redirectRules(site: Pick<Site, 'config' | 'redirects'>, hostRoot = true): RedirectRule[] {
  const rules: RedirectRule[] = [];
  if (hostRoot && site.config.base !== '/') rules.push({ from: '/', to: site.config.base });
  for (const redirect of site.redirects) {
    const to = pageLinkOf(site.config, redirect.toRoute) + (redirect.fragment ?? '');
    for (const from of pathForms(redirect.fromRoute)) rules.push({ from, to });
  }
  return rules;
}

/** Pages answered only as the not-found response (status 404), never directly. */
export function notFoundPages(base: string): string[] {
  return [...new Set([`${base}404.html`, '/404.html'])];
}
