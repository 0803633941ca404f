// The pages of a built site as routes, computed the way compare-routes.ts does: `/docs/intro` for
// `docs/intro/index.html` and `docs/intro.html`, the root `/`, every 404.html left out.
import { readdirSync, readFileSync } from 'node:fs';
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

/** Whether an HTML file only sends the reader elsewhere (a meta refresh, as helpdocs's and Docusaurus's stubs). */
function isRedirectStub(file: string): boolean {
  return /<meta http-equiv="refresh"/i.test(readFileSync(file, 'utf8').slice(0, 4096));
}

/**
 * Route → the HTML file that holds it. When `x.html` and `x/index.html` both exist, the page is the one that is not
 * a redirect stub (helpdocs writes a stub at the other form), else `x/index.html`.
 */
export function routeFiles(dir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of htmlFiles(dir)) {
    const route = routeOfFile(file);
    if (route === undefined) continue;
    const held = routes.get(route);
    if (held === undefined) routes.set(route, file);
    else if (isRedirectStub(path.join(dir, held)) !== isRedirectStub(path.join(dir, file))) {
      if (isRedirectStub(path.join(dir, held))) routes.set(route, file);
    } else if (file.endsWith('index.html') && !held.endsWith('index.html')) routes.set(route, file);
  }
  return routes;
}

/** The routes of a build folder, sorted. */
export function routesOf(dir: string): string[] {
  return [...routeFiles(dir).keys()].sort();
}
