import { HASHED_ASSETS_CACHE, HOST_FILES, notFoundPages, REVALIDATE_CACHE } from '../output/hosting/index.js';
import type { PageFiles } from '../core/routes.js';

/** What the server knows about the site it serves; paths are decoded and start with `/`. */
export interface RoutingTable {
  base: string;
  /** How the site writes its pages (core/routes.ts): `folder` unless set. */
  pageFiles?: PageFiles;
  /** Where a request path leads (301), from the site's `_redirects`. */
  redirectOf(path: string): string | undefined;
  isFile(path: string): boolean;
  isDir(path: string): boolean;
}

export type Route =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string; cacheControl?: string }
  | { kind: 'not-found' };

const notFound: Route = { kind: 'not-found' };

function redirect(path: string, query: string): Route {
  return { kind: 'redirect', location: `${encodeURI(path)}${query}` };
}

/**
 * How a request path is answered. Mirrors the nginx snippet (src/output/hosting/nginx.ts) step by step, so
 * `helpdocs serve` and nginx agree (test/e2e/nginx.test.ts):
 * 1. exact paths: host files and the not-found page are not found; redirects answer 301;
 * 2. `<base>assets/…` is served as it is;
 * 3. `…/index.html` under the base leads to `…/`;
 * 4. `….html` under the base leads to `…/` when that is a page; where pages are `x.html` files (`pageFiles`
 *    `html`), `….html` leads to `…` and `…/` to `…` when `….html` is a file, and `…` serves `….html`;
 * 5. otherwise a file is served; `x/` serves `x/index.html`; a folder without its slash gets one.
 */
export function route(table: RoutingTable, path: string, query: string): Route {
  const { base } = table;
  const locale = localePrefix(table, path);
  if (HOST_FILES.includes(path) || notFoundPages(base).includes(path) || path === `${locale}404.html`) return notFound;
  const moved = table.redirectOf(path);
  if (moved !== undefined) return { kind: 'redirect', location: `${moved}${query}` };

  const assets = `${base}assets/`;
  const underBase = path.startsWith(base);
  const cacheControl =
    path.startsWith(assets) || (locale !== undefined && path.startsWith(`${locale}assets/`))
      ? HASHED_ASSETS_CACHE
      : underBase || htmlPage(base, path) !== undefined
        ? REVALIDATE_CACHE
        : undefined;
  const served = (file: string): Route => ({ kind: 'file', file, ...(cacheControl ? { cacheControl } : {}) });
  if (!path.startsWith(assets)) {
    if (underBase && path.endsWith('/index.html')) return redirect(path.slice(0, -'index.html'.length), query);
    const page = htmlPage(base, path);
    if (table.pageFiles === 'html') {
      if (page !== undefined && table.isFile(path)) return redirect(page, query);
      const bare = path.slice(0, -1);
      const folder = underBase && path.endsWith('/') && path !== base;
      if (folder && table.isFile(`${bare}.html`)) return redirect(bare, query);
      if (underBase && !path.endsWith('/') && table.isFile(`${path}.html`)) return served(`${path}.html`);
    } else if (page !== undefined && table.isFile(`${page}/index.html`)) return redirect(`${page}/`, query);
  }

  if (path.endsWith('/')) return table.isFile(`${path}index.html`) ? served(`${path}index.html`) : notFound;
  if (table.isFile(path)) return served(path);
  if (table.isDir(path)) return redirect(`${path}/`, query);
  return notFound;
}

/**
 * The prefix of the locale a path lies under (`/docs/pt-BR/`), when the build has several: a folder
 * of the base with a not-found page of its own, as the nginx snippet gives each locale.
 */
export function localePrefix(table: Pick<RoutingTable, 'base' | 'isFile'>, path: string): string | undefined {
  if (!path.startsWith(table.base)) return undefined;
  const segment = path.slice(table.base.length).split('/')[0];
  const prefix = `${table.base}${segment}/`;
  if (!segment || segment === 'assets' || !path.startsWith(prefix)) return undefined;
  return table.isFile(`${prefix}404.html`) ? prefix : undefined;
}

/** `/manual/x.html` → `/manual/x`, `/manual.html` → `/manual`; undefined when not an .html path of the site. */
function htmlPage(base: string, path: string): string | undefined {
  if (!path.endsWith('.html')) return undefined;
  const page = path.slice(0, -'.html'.length);
  const baseNoSlash = base.slice(0, -1);
  if (base === '/') return page.length > 1 ? page : undefined;
  return page === baseNoSlash || page.startsWith(base) ? page : undefined;
}
