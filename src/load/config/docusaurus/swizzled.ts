// The theme components a Docusaurus site swizzled (`src/theme/…`): what helpdocs makes of them, said once.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../../core/model.js';

const THEME = 'src/theme';
const CODE = /\.(?:js|jsx|ts|tsx)$/;

function readdirSafe(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** `reactPages`: whether the site has React pages (a swizzled Root wraps each, and its NotFound). */
export function swizzledNotes(root: string, reactPages = false): Diagnostic[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, THEME)).map((name) => name.replace(CODE, ''));
  } catch {
    return [];
  }
  const unique = [...new Set(names)].filter((name) => !name.startsWith('.')).sort();
  const notes: Diagnostic[] = [];
  const note = (file: string, message: string, hint?: string): void => {
    notes.push({
      severity: 'warning',
      file,
      line: 1,
      column: 1,
      message,
      ruleId: 'docusaurus-swizzle',
      ...(hint ? { hint } : {}),
    });
  };
  if (unique.includes('MDXComponents'))
    note(
      `${THEME}/MDXComponents`,
      "MDXComponents: its components (Tabs, the site's own…) are given to every doc; its overrides of HTML " +
        'elements (a, code, h2…) are not used: helpdocs draws those',
    );
  // Footer and DocItem/Footer are drawn in place of helpdocs's (src/brand/swizzled.tsx), NotFound and
  // NotFound/Content as the 404 page (src/parse/react-page/not-found.tsx), Root around those and React pages.
  const docItem = readdirSafe(path.join(root, THEME, 'DocItem')).filter((name) => name.replace(CODE, '') !== 'Footer');
  const used = new Set(['MDXComponents', 'Footer', 'NotFound']);
  if (reactPages || unique.includes('NotFound')) used.add('Root');
  const others = unique.filter((name) => !used.has(name) && (name !== 'DocItem' || docItem.length > 0));
  if (others.length > 0)
    note(
      `${THEME}/${others[0]}`,
      `${others.length} swizzled theme component${others.length === 1 ? '' : 's'} (${others.slice(0, 4).join(', ')}` +
        `${others.length > 4 ? ', …' : ''}) not used: helpdocs draws its own`,
      "a theme/ folder of helpdocs's own overrides its components by name",
    );
  return notes;
}
