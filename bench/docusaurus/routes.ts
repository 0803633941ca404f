// The pages of a built site as routes, computed the way compare-routes.ts does: `/docs/intro` for
// `docs/intro/index.html` and `docs/intro.html`, the root `/`, every 404.html left out.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The route of one HTML file, given its path relative to the build folder with `/` separators. */
export function routeOfFile(file: string): string | undefined {
  if (!file.endsWith('.html')) return undefined;
  if (file === '404.html' || file.endsWith('/404.html')) return undefined;
  const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '');
  return route === '' ? '/' : route;
}

/** Every HTML file under `dir`, relative, with `/` separators. */
export function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    files.push(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files.sort();
}

/**
 * Route → the HTML file that holds it. When `x.html` and `x/index.html` both exist, `x/index.html` is the
 * page (the other is often a redirect to it, as helpdocs writes for `/x` without the slash).
 */
export function routeFiles(dir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of htmlFiles(dir)) {
    const route = routeOfFile(file);
    if (route === undefined) continue;
    const held = routes.get(route);
    if (held === undefined || (file.endsWith('index.html') && !held.endsWith('index.html'))) routes.set(route, file);
  }
  return routes;
}

/** The routes of a build folder, sorted. */
export function routesOf(dir: string): string[] {
  return [...routeFiles(dir).keys()].sort();
}
