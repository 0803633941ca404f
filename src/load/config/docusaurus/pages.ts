// `src/pages/`: Docusaurus's standalone pages. Markdown ones are built (`pagesDir`), React ones are
// bundled and drawn at build time (`reactPages`, src/parse/react-page/), by the pages plugin's rules.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { GLOB_EXCLUDE_DEFAULT } from './glob-exclude.js';

export const PAGES = 'src/pages';

function filesUnder(root: string, folder: string): string[] {
  try {
    return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** The pages of `src/pages`, those its `exclude` matches aside, sorted: read once for everything below. */
export interface SitePages {
  react: string[];
  markdown: string[];
}

/**
 * `exclude`: the pages plugin's option, which replaces Docusaurus's default list (partials and tests) as
 * plugin-content-pages's Globby `ignore`; type declarations (`.d.ts`) are no pages either way.
 */
export function readSitePages(root: string, exclude?: readonly string[]): SitePages {
  const excluded = picomatch([...(exclude ?? GLOB_EXCLUDE_DEFAULT)]);
  const files = filesUnder(root, PAGES)
    .filter((file) => !excluded(file.slice(PAGES.length + 1)) && !file.endsWith('.d.ts'))
    .sort();
  return {
    react: files.filter((file) => /\.(?:js|jsx|ts|tsx)$/.test(file)),
    markdown: files.filter((file) => /\.mdx?$/.test(file)),
  };
}

/** The site path of a page file: `src/pages/help.js` → `/help`, `src/pages/users/index.jsx` → `/users`. */
export function routeOfPageFile(file: string): string {
  const name = file.slice(PAGES.length + 1).replace(/\.\w+$/, '');
  return `/${name.replace(/(^|\/)index$/, '')}`;
}

/** The route a React page file is drawn at under a base: `src/pages/team.tsx` → `/zh/team/`. */
export function reactPageRoute(base: string, file: string): string {
  const sitePath = routeOfPageFile(file);
  return sitePath === '/' ? base : `${base}${sitePath.slice(1)}/`;
}

/** The routes of pages (React or Markdown), the root aside. */
export function pageRoutes(files: readonly string[]): string[] {
  return files.map(routeOfPageFile).filter((route) => route !== '/');
}
