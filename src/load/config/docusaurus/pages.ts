// `src/pages/`: Docusaurus's standalone pages. Markdown ones are built (`pagesDir`), React ones are
// bundled and drawn at build time (`reactPages`, src/parse/react-page/), by the pages plugin's rules.
import { readdirSync } from 'node:fs';
import path from 'node:path';

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

/** The pages of `src/pages`, partials (`_…`) aside, sorted: read once for everything below. */
export interface SitePages {
  react: string[];
  markdown: string[];
}

/** The pages plugin's default `exclude`: partials, tests and their folders. */
const EXCLUDED = [/(^|\/)_/, /(^|\/)__tests__\//, /\.test\.[jt]sx?$/, /\.d\.ts$/];

/** A glob of the plugin's `exclude` option (`**\/_*.tsx`, `legacy/**`) as a pattern over the path in src/pages. */
export function globPattern(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? '';
    if (glob.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '{') source += '(?:';
    else if (c === '}') source += ')';
    else if (c === ',' && source.includes('(?:')) source += '|';
    else source += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function readSitePages(root: string, exclude: readonly string[] = []): SitePages {
  const excluded = [...EXCLUDED, ...exclude.map(globPattern)];
  const files = filesUnder(root, PAGES)
    .filter((file) => !excluded.some((pattern) => pattern.test(file.slice(PAGES.length + 1))))
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
