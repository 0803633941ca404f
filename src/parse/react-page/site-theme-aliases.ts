// The site's own theme modules, as Docusaurus aliases them (core webpack/aliases createThemeAliases, the
// site's theme folder applied last): each code file under src/theme is `@theme/<its path>`, an index file its
// folder's, over any theme's component of that name, so a swizzled Footer's `@theme/Footer/Layout` is the
// site's Footer/Layout when it has one.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const THEME = 'src/theme';
/** The files createAliasesForTheme globs (`**\/*.{js,jsx,ts,tsx}`) and what fileToPath takes off them. */
const CODE = /\.(?:js|jsx|ts|tsx)$/;
const INDEX = /(?:^|\/)index$/i;

/** Module id (`@theme/Footer/Layout`) → the absolute path of the site's file. */
export function siteThemeAliases(root: string): Record<string, string> {
  const folder = path.join(root, THEME);
  let files: string[];
  try {
    files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  } catch {
    return {};
  }
  const aliases: Record<string, string> = {};
  for (const file of files.map((name) => name.split(path.sep).join('/')).filter((name) => CODE.test(name))) {
    const id = file.replace(CODE, '').replace(INDEX, '');
    if (id !== '') aliases[`@theme/${id}`] = path.join(folder, file);
  }
  return aliases;
}
