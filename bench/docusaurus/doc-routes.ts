// Which routes of a Docusaurus build are docs: those under a docs plugin instance's route base
// (`/docs`, `/community`, …), in any version (under the base) and in any locale (`/fr/docs/…`).
// A docs instance served at the site root (routeBasePath '/') has no prefix to tell its pages
// apart: its docs are the paths Docusaurus listed for it (`docPaths`).

export interface DocsScope {
  /** Route bases of the docs instances, without locale or baseUrl: `/docs`, `/`. */
  docsBases: readonly string[];
  /** Locales other than the default one, whose pages sit under `/<locale>`. */
  locales: readonly string[];
  /** For an instance at `/`: its doc (and version) routes, without locale. */
  docPaths?: readonly string[];
}

/** The route without its leading `/<locale>` when it has one of `locales`. */
export function withoutLocale(route: string, locales: readonly string[]): string {
  for (const locale of locales) {
    if (route === `/${locale}`) return '/';
    if (route.startsWith(`/${locale}/`)) return route.slice(locale.length + 1);
  }
  return route;
}

export function isUnder(route: string, base: string): boolean {
  if (base === '/') return true;
  const trimmed = base.replace(/\/$/, '');
  return route === trimmed || route.startsWith(`${trimmed}/`);
}

export function isDocRoute(route: string, scope: DocsScope): boolean {
  const bare = withoutLocale(route, scope.locales);
  const rootPaths = new Set(scope.docPaths ?? []);
  return scope.docsBases.some((base) => (base === '/' ? rootPaths.has(bare) : isUnder(bare, base)));
}

export function docRoutes(routes: Iterable<string>, scope: DocsScope): string[] {
  return [...routes].filter((route) => isDocRoute(route, scope));
}
