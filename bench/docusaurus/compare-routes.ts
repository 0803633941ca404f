// Compares the pages of a site as Docusaurus built it with the same site built by helpdocs: every
// route Docusaurus wrote (a folder with index.html, or a `name.html` page) that helpdocs did not, and
// the other way round. Usage: tsx bench/docusaurus/compare-routes.ts <docusaurus build> <helpdocs build>
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** `/docs/intro` for `docs/intro/index.html` and `docs/intro.html`; the root is `/`. */
function routesOf(dir: string): Set<string> {
  const routes = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (file === '404.html' || file.endsWith('/404.html')) continue;
    const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '');
    routes.add(route === '' ? '/' : route);
  }
  return routes;
}

/** Routes grouped by their first segment (`/docs/next/x` → `/docs`), with counts. */
function bySection(routes: Iterable<string>): Map<string, number> {
  const sections = new Map<string, number>();
  for (const route of routes) {
    const section = `/${route.split('/')[1] ?? ''}`;
    sections.set(section, (sections.get(section) ?? 0) + 1);
  }
  return new Map([...sections].sort());
}

const [reference, candidate, prefix = '/'] = process.argv.slice(2);
if (!reference || !candidate) {
  console.error('usage: tsx bench/docusaurus/compare-routes.ts <docusaurus build> <helpdocs build> [route prefix]');
  process.exit(2);
}
const wanted = (route: string) => route.startsWith(prefix);
const theirs = [...routesOf(reference)].filter(wanted);
const ours = routesOf(candidate);
const missing = theirs.filter((route) => !ours.has(route)).sort();
const extra = [...ours].filter((route) => wanted(route) && !theirs.includes(route)).sort();
console.log(
  `Docusaurus: ${theirs.length} routes under ${prefix}; helpdocs built ${theirs.length - missing.length} of them`,
);
console.log('Docusaurus routes by section:', Object.fromEntries(bySection(theirs)));
console.log(`missing from helpdocs (${missing.length}):`, Object.fromEntries(bySection(missing)));
for (const route of missing.slice(0, 40)) console.log(`  - ${route}`);
console.log(`only in helpdocs (${extra.length}):`);
for (const route of extra.slice(0, 20)) console.log(`  + ${route}`);
