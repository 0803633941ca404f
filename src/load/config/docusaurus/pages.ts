// `src/pages/`: Docusaurus's standalone pages. Markdown ones are built (`pagesDir`); React pages need
// Docusaurus's runtime: said once, and the root gets helpdocs's own home page (src/render/site-home.tsx).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../../core/model.js';

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

export function readSitePages(root: string): SitePages {
  const files = filesUnder(root, PAGES)
    .filter((file) => !/(^|\/)_/.test(file.slice(PAGES.length + 1)))
    .sort();
  return {
    react: files.filter((file) => /\.(?:js|jsx|ts|tsx)$/.test(file)),
    markdown: files.filter((file) => /\.mdx?$/.test(file)),
  };
}

export function pagesNotes({ react }: SitePages): Diagnostic[] {
  const notes: Diagnostic[] = [];
  const home = react.find((file) => /^src\/pages\/index\.(?:js|jsx|ts|tsx)$/.test(file));
  if (react.length > 0)
    notes.push({
      severity: 'warning',
      file: home ?? react[0] ?? PAGES,
      line: 1,
      column: 1,
      message:
        `${react.length} React page${react.length === 1 ? '' : 's'} in ${PAGES} ` +
        `(${react.slice(0, 3).join(', ')}${react.length > 3 ? ', …' : ''}) cannot be drawn without ` +
        "Docusaurus's runtime: not built",
      ruleId: 'docusaurus-react-page',
      hint:
        (home ? 'the root gets a home page made from the title, the tagline and the first doc of the navbar; ' : '') +
        "each other one gets a page that links to it at the site's url",
    });
  return notes;
}

/** The site path of a page file: `src/pages/help.js` → `/help`, `src/pages/users/index.jsx` → `/users`. */
function routeOfPageFile(file: string): string {
  const name = file.slice(PAGES.length + 1).replace(/\.\w+$/, '');
  return `/${name.replace(/(^|\/)index$/, '')}`;
}

/** The routes of pages (the React ones helpdocs does not build, or the Markdown ones it does), the root aside. */
export function pageRoutes(files: readonly string[]): string[] {
  return files.map(routeOfPageFile).filter((route) => route !== '/');
}
