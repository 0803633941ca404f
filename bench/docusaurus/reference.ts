// Records one site's Docusaurus reference build: its routes into sites/<name>.routes.txt and its entry
// in sites.json (commit, Docusaurus version, docs instances, locales, features). Reads the copy and
// the build in the cache folder; it never builds anything itself.
// Usage: npx tsx bench/docusaurus/reference.ts <name> <owner/repo> [--held-out]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docRoutes } from './doc-routes.js';
import { routesOf } from './routes.js';
import { cachePaths, readSites, routesFile, type Site, siteFolder, writeSite } from './sites.js';

interface DocsInstance {
  path: string;
  versions: { name: string; path: string; docs: { id: string; path: string }[] }[];
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** The text of the site's own docusaurus.config.* file. */
function sourceConfig(dir: string): string {
  const file = ['ts', 'mts', 'js', 'mjs', 'cjs']
    .map((ext) => path.join(dir, `docusaurus.config.${ext}`))
    .find(existsSync);
  return file ? readFileSync(file, 'utf8') : '';
}

/** The serialised config Docusaurus leaves in `.docusaurus/docusaurus.config.mjs`. */
function generatedConfig(dir: string): Record<string, unknown> {
  const text = readFileSync(path.join(dir, '.docusaurus', 'docusaurus.config.mjs'), 'utf8');
  const body = text.slice(text.indexOf('export default') + 'export default'.length).replace(/;\s*$/, '');
  return JSON.parse(body) as Record<string, unknown>;
}

function stripPrefix(route: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes)
    if (route === prefix || route.startsWith(`${prefix}/`)) return route.slice(prefix.length) || '/';
  return route;
}

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.parentPath.includes('node_modules') && test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

function features(dir: string, blog: boolean, instances: number, locales: number, routes: string[]) {
  const pkg = readJson<{ dependencies?: Record<string, string>; devDependencies?: Record<string, string> }>(
    path.join(dir, 'package.json'),
  );
  const deps = { ...pkg?.dependencies, ...pkg?.devDependencies };
  const found: string[] = [];
  if (readdirSync(dir).some((f) => /(^|_)versions\.json$/.test(f))) found.push('versions');
  if (locales > 1) found.push(`i18n:${locales}`);
  if (blog || routes.some((r) => /^(\/[\w-]+)?\/blog(\/|$)/.test(r))) found.push('blog');
  if (instances > 1) found.push(`docs-instances:${instances}`);
  const mdx = filesUnder(dir, (f) => f.endsWith('.mdx'));
  if (mdx.some((f) => /^import\s.+from\s+['"](@site|@theme|\.)/m.test(readFileSync(f, 'utf8'))))
    found.push('mdx-components');
  if (deps['docusaurus-plugin-sass']) found.push('sass');
  if (deps['@docusaurus/plugin-client-redirects']) found.push('client-redirects');
  if (filesUnder(path.join(dir, 'src', 'pages'), (f) => /\.(jsx?|tsx?)$/.test(f)).length > 0) found.push('react-pages');
  if (deps['@docusaurus/theme-mermaid']) found.push('mermaid');
  if (deps['rehype-katex'] || deps['remark-math']) found.push('math');
  if (deps.tailwindcss) found.push('tailwind');
  if (Object.keys(deps).some((d) => d.includes('openapi') || d.includes('redoc'))) found.push('openapi');
  if (/\bcolorMode\b/.test(sourceConfig(dir))) found.push('colorMode');
  return found;
}

function main(): void {
  const [name, repo] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!name || !repo) {
    console.error('usage: npx tsx bench/docusaurus/reference.ts <name> <owner/repo> [--held-out]');
    process.exit(2);
  }
  const paths = cachePaths(name);
  const folder = readFileSync(path.join(paths.checkout, '.folder'), 'utf8').trim();
  const commit = readFileSync(path.join(paths.checkout, '.commit'), 'utf8').trim();
  const dir = siteFolder({ name, folder });
  const config = generatedConfig(dir);
  const i18n = readJson<{ defaultLocale: string; locales: string[] }>(path.join(dir, '.docusaurus', 'i18n.json'));
  const otherLocales = (i18n?.locales ?? []).filter((l) => l !== i18n?.defaultLocale);
  const globalData = readJson<Record<string, Record<string, DocsInstance>>>(
    path.join(dir, '.docusaurus', 'globalData.json'),
  );
  const instances = Object.values(globalData?.['docusaurus-plugin-content-docs'] ?? {});
  // After a build of every locale, the generated config is the last locale's: its baseUrl ends in `/<locale>/`.
  const builtBase = String(config.baseUrl ?? '/');
  const localeEnd = otherLocales.find((locale) => builtBase.endsWith(`/${locale}/`));
  const baseUrl = localeEnd ? builtBase.slice(0, -localeEnd.length - 1) : builtBase;
  const strip = (route: string) =>
    stripPrefix(
      route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route,
      otherLocales.map((l) => `/${l}`),
    ).replace(/(.)\/$/, '$1');
  const docsBases = [...new Set(instances.map((i) => strip(i.path)))];
  const docPaths = docsBases.includes('/')
    ? [
        ...new Set(
          instances
            .filter((i) => strip(i.path) === '/')
            .flatMap((i) => i.versions.flatMap((v) => [strip(v.path), ...v.docs.map((d) => strip(d.path))])),
        ),
      ]
    : undefined;
  const routes = routesOf(paths.reference);
  mkdirSync(path.dirname(routesFile(name)), { recursive: true });
  writeFileSync(routesFile(name), `${routes.join('\n')}\n`);
  const scope = { docsBases, locales: otherLocales, ...(docPaths ? { docPaths } : {}) };
  const previous = readSites().find((s) => s.name === name);
  const core = readJson<{ version: string }>(path.join(dir, 'node_modules', '@docusaurus', 'core', 'package.json'));
  const site: Site = {
    name,
    repo,
    commit,
    folder,
    docusaurus: core?.version ?? 'unknown',
    docs: docRoutes(routes, scope).length,
    routes: routes.length,
    features: features(
      dir,
      Boolean(globalData?.['docusaurus-plugin-content-blog']),
      instances.length,
      (i18n?.locales ?? []).length,
      routes,
    ),
    heldOut: process.argv.includes('--held-out') || (previous?.heldOut ?? false),
    baseUrl,
    url: String(config.url ?? ''),
    docsBases,
    locales: otherLocales,
    ...(docPaths ? { docPaths } : {}),
  };
  writeSite(site);
  console.log(
    `${name}: ${site.routes} routes, ${site.docs} doc routes, bases ${docsBases.join(' ')}, ${site.features.join(' ')}`,
  );
}

main();
