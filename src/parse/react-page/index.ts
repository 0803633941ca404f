// Stage parse, for a Docusaurus site's React pages (config `reactPages`): each drawn at its route,
// with the warnings of what it imports that helpdocs has no stand-in for (one per import).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { types } from 'node:util';
import type { Config } from '../../core/config.js';
import type { Diagnostic, OutputFile } from '../../core/model.js';
import type { Strings } from '../../core/strings.js';
import { routeOfPageFile } from '../../load/config/docusaurus/pages.js';
import { type DocusaurusSite, docusaurusSiteOf } from '../mdx/theme/docusaurus.js';
import { drawPage } from './draw-page.js';
import { INFIMA_RULES } from './infima-rules.js';
import { pageModules } from './page-modules.js';
import type { PageMeta } from './page-theme.js';

/** A React page drawn: its route, its content's HTML and what the layout around it needs. */
export interface ReactPage {
  route: string;
  file: string;
  html: string;
  meta: PageMeta;
  /** The page's stylesheet (Infima's layout classes, then its own rules). */
  css: string;
  files: OutputFile[];
}

/** `i18n/<locale>/code.json` (`{ id: { message } }`) as id → message; none when the file is absent. */
function codeTranslations(root: string, locale: string): Record<string, string> {
  try {
    const json = JSON.parse(readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')) as Record<
      string,
      { message?: unknown }
    >;
    return Object.fromEntries(
      Object.entries(json).flatMap(([id, entry]) => (typeof entry?.message === 'string' ? [[id, entry.message]] : [])),
    );
  } catch {
    return {};
  }
}

export async function drawReactPages(
  root: string,
  config: Config,
  strings: Strings,
  deadlineMs: number,
): Promise<{ pages: ReactPage[]; diagnostics: Diagnostic[] }> {
  const pages: ReactPage[] = [];
  const diagnostics: Diagnostic[] = [];
  const warned = new Set<string>();
  const translations = codeTranslations(root, config.locale);
  for (const file of config.reactPages) {
    const sitePath = routeOfPageFile(file);
    const route = sitePath === '/' ? config.base : `${config.base}${sitePath.slice(1)}/`;
    const site: DocusaurusSite = {
      ...docusaurusSiteOf(config),
      translations,
      pathname: route,
    };
    const warn = (message: string, hint?: string) =>
      diagnostics.push({
        severity: 'warning',
        file,
        line: 1,
        column: 1,
        message,
        ruleId: 'react-page',
        ...(hint ? { hint } : {}),
      });
    let drawn: Awaited<ReturnType<typeof drawPage>>;
    try {
      drawn = await drawPage(root, file, site, pageModules(strings, site), {
        deadlineMs,
        staticDir: config.staticDir,
      });
    } catch (error) {
      // The page runs in a realm of its own (doc-realm.ts): its errors are not this realm's Error.
      drawn = { error: error instanceof Error || types.isNativeError(error) ? error.message : String(error) };
    }
    if ('error' in drawn) {
      warn(`React page not drawn: ${drawn.error}`, "it gets a page that links to it at the site's url");
      continue;
    }
    for (const name of drawn.missing.filter((found) => !warned.has(found))) {
      warned.add(name);
      warn(`"${name}" has no stand-in in helpdocs: the page is drawn without it`);
    }
    const css = [INFIMA_RULES, drawn.css ?? ''].join('\n');
    pages.push({ route, file, html: drawn.html, meta: drawn.meta, css, files: drawn.files });
  }
  return { pages, diagnostics };
}
