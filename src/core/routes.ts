import path from 'node:path';
import { stripNumberPrefixes } from './number-prefix.js';
import { withoutDotSegments } from './site-path.js';

/**
 * `usuario/x/index.md` → `usuario/x/index`; like Docusaurus, the id keeps `index` and drops number
 * prefixes (`01-guides/02-install.md` → `guides/install`).
 */
export function docIdFromPath(contentPath: string): string {
  return stripNumberPrefixes(contentPath.replace(/\.mdx?$/, ''));
}

/**
 * Docusaurus's category index convention: `index`, `README` or the folder's own name, compared as
 * written, number prefixes included (`upgrade/01-upgrade.md` is no index; `01-guides/01-guides.md` is).
 */
export function isFolderIndexPath(contentPath: string): boolean {
  return isFolderIndex(contentPath.replace(/\.mdx?$/, ''));
}

function isFolderIndex(id: string): boolean {
  const parts = id.toLowerCase().split('/');
  const name = parts[parts.length - 1];
  return name === 'index' || name === 'readme' || (parts.length > 1 && name === parts[parts.length - 2]);
}

/** The tags index, `/manual/tags/`; each tag's page is below it. */
export function tagsRoute(base: string): string {
  return `${base}tags/`;
}

/** The route of a doc: base + id + `/`, where a folder's index (`folderIndex`) takes its folder's route. */
export function routeFromId(base: string, id: string, slug?: string, folderIndex = isFolderIndex(id)): string {
  if (slug !== undefined) {
    const trimmed = slug.replace(/^\/+|\/+$/g, '');
    return trimmed === '' ? base : `${base}${trimmed}/`;
  }
  const withoutIndex = folderIndex ? id.split('/').slice(0, -1).join('/') : id;
  return withoutIndex === '' ? base : `${base}${withoutIndex}/`;
}

/**
 * A doc's slug as a path from the docs' root: one that does not start with `/` is read from the doc's
 * folder (number prefixes left out), as Docusaurus resolves it (`slug: index` in `tutorials/` is
 * `/tutorials/index`). `.` and `..` segments were refused with the front matter (site-path.ts).
 */
export function docSlugFromFolder(slug: string, idFromPath: string): string {
  if (slug.startsWith('/') || slug.trim() === '') return withoutDotSegments(slug);
  const folder = path.posix.dirname(idFromPath);
  return path.posix.normalize(path.posix.join('/', folder === '.' ? '' : folder, slug));
}

/** Folds a site path relative to the base (`usuario/x`, `/usuario/x/`) into a route. */
export function routeFromSitePath(base: string, sitePath: string): string {
  const trimmed = sitePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? base : `${base}${trimmed}/`;
}

/** The route of a page served elsewhere (config `pagesElsewhere`): `/help` → `<base>help/`. */
export function pageElsewhereRoute(base: string, sitePath: string): string {
  return `${base}${sitePath.replace(/^\/+|\/+$/g, '')}/`;
}

/**
 * How pages are written and addressed: `folder` (helpdocs's, `/manual/x/` in `manual/x/index.html`) or `html`
 * (Docusaurus's with `trailingSlash: false`: `/manual/x` in `manual/x.html`). Routes end in `/` either way.
 */
export type PageFiles = 'folder' | 'html';

/** The site's form: `html` when its config sets `trailingSlash: false`. */
export function pageFilesOf(config: { trailingSlash?: boolean | undefined }): PageFiles {
  return config.trailingSlash === false ? 'html' : 'folder';
}

/** `/manual/x/` → `manual/x` (the route's path in out/, without its last `/`); the root is ''. */
function stemOf(route: string): string {
  return route.replace(/^\//, '').replace(/\/$/, '');
}

/**
 * The file of the page at `route`: `/manual/x/` → `manual/x/index.html`, or `manual/x.html` in the `html` form
 * (as Docusaurus's getFilePathForRoutePath; the root and `base` stay `index.html` files of their folders).
 */
export function outputPathOfRoute(route: string, files: PageFiles = 'folder', base = '/'): string {
  if (files === 'html' && route !== base && stemOf(route) !== '') return `${stemOf(route)}.html`;
  return path.posix.join(route.replace(/^\//, ''), 'index.html');
}

/**
 * The page's other file, a stub that leads to it: `/manual/x/` → `manual/x.html` (in the `html` form,
 * `manual/x/index.html`). The root has none: its `.html` form is `/index.html`, the page itself (a stub would be
 * a stray `out/.html`); nor has the base in the `html` form, whose page is its folder's `index.html`.
 */
export function htmlAliasOfRoute(route: string, files: PageFiles = 'folder', base = '/'): string | undefined {
  const stem = stemOf(route);
  if (stem === '') return undefined;
  if (files === 'folder') return `${stem}.html`;
  return route === base ? undefined : `${stem}/index.html`;
}

/**
 * The address a link gives the page at `route`: the route itself, or in the `html` form the route without its
 * last `/` but for `/` and the base (Docusaurus's applyTrailingSlash). A query or an anchor is kept.
 */
export function linkOfRoute(href: string, files: PageFiles, base: string): string {
  if (files === 'folder') return href;
  const end = href.search(/[?#]/);
  const pathname = end === -1 ? href : href.slice(0, end);
  if (pathname === '/' || pathname === base || !pathname.endsWith('/')) return href;
  return pathname.slice(0, -1) + (end === -1 ? '' : href.slice(end));
}

type PageFormConfig = { base: string; trailingSlash?: boolean | undefined };

/** The file of the page at `route` in the form the site's config gives its pages. */
export function pageFileOf(config: PageFormConfig, route: string): string {
  return outputPathOfRoute(route, pageFilesOf(config), config.base);
}

/** The address a link gives `href` (a route, with a query or anchor) in the form the site's config gives it. */
export function pageLinkOf(config: PageFormConfig, href: string): string {
  return linkOfRoute(href, pageFilesOf(config), config.base);
}

/** Resolves a relative `.md` link from one content file to a content path, or undefined if it leaves content/. */
export function resolveContentLink(fromContentPath: string, href: string): string | undefined {
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromContentPath), href));
  return resolved.startsWith('../') || resolved === '..' ? undefined : resolved.replace(/^\.\//, '');
}

/**
 * Where a locale's docs live: its base, or under the docs' own path (`routeBasePath`: `/fr/` → `/fr/docs/`),
 * as Docusaurus places them. Everything else (static files, the home, search) stays at the base.
 */
export function docsBase(config: { base: string; routeBasePath: string }): string {
  return config.routeBasePath === '' ? config.base : `${config.base}${config.routeBasePath}/`;
}
