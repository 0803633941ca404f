// Stage parse, for a Docusaurus site's React pages (config `reactPages`): each drawn at its route,
// with the warnings of what it imports that helpdocs has no stand-in for (one per import).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { types } from 'node:util';
import type { Config } from '../../core/config.js';
import type { Diagnostic, OutputFile } from '../../core/model.js';
import type { Strings } from '../../core/strings.js';
import { reactPageRoute } from '../../load/config/docusaurus/pages.js';
import { type DocusaurusSite, docusaurusSiteOf } from '../mdx/theme/docusaurus.js';
import { createHighlighter } from '../markdown/code/highlighter.js';
import type { CodeProblem } from '../markdown/code/render-code-block.js';
import { drawPage } from './draw-page.js';
import { notFoundContentSource, notFoundTexts, swizzledNotFound, withNotFoundContent } from './not-found.js';
import { pageModules } from './page-modules.js';
import type { PageMeta } from './page-theme.js';
import type { PageFrame } from './site-root.js';
import { swizzledRoot } from './site-root.js';
import { staticFoldersOf } from '../../core/static-folders.js';

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

/** `drawPage`, its errors (thrown in the page's own realm) as messages. */
async function attemptDraw(...args: Parameters<typeof drawPage>): Promise<Awaited<ReturnType<typeof drawPage>>> {
  try {
    return await drawPage(...args);
  } catch (error) {
    // The page runs in a realm of its own (doc-realm.ts): its errors are not this realm's Error.
    return { error: error instanceof Error || types.isNativeError(error) ? error.message : String(error) };
  }
}

/**
 * The site's Root around every page drawn, as long as it works: a page that fails inside it but draws
 * without it stops its use (`failure` says why, once), and the pages after are drawn without it.
 */
function rootFrame(root: string) {
  const file = swizzledRoot(root);
  let rootPath = file ? path.join(root, file) : undefined;
  let failure: string | undefined;
  return {
    file,
    failure: () => failure,
    async draw(...[siteRoot, page, site, lookup, options]: Parameters<typeof drawPage>) {
      if (!rootPath) return attemptDraw(siteRoot, page, site, lookup, options);
      const frame = { ...options.frame, root: rootPath };
      const drawn = await attemptDraw(siteRoot, page, site, lookup, { ...options, frame });
      if (!('error' in drawn)) return drawn;
      const alone = await attemptDraw(siteRoot, page, site, lookup, options);
      if (!('error' in alone)) [rootPath, failure] = [undefined, drawn.error];
      return alone;
    },
  };
}

export async function drawReactPages(
  root: string,
  config: Config,
  strings: Strings,
  deadlineMs: number,
): Promise<{ pages: ReactPage[]; notFound?: ReactPage; diagnostics: Diagnostic[] }> {
  const pages: ReactPage[] = [];
  const diagnostics: Diagnostic[] = [];
  const warned = new Set<string>();
  const translations = codeTranslations(root, config.locale);
  const framed = rootFrame(root);
  const warning = (file: string, message: string, ruleId: string, hint?: string): Diagnostic => ({
    severity: 'warning',
    file,
    line: 1,
    column: 1,
    message,
    ruleId,
    ...(hint ? { hint } : {}),
  });
  // One highlighter for every page's CodeBlocks; a block's problem is the page's, once.
  const highlighter = createHighlighter();
  const codeBlocks = (file: string) => ({
    highlighter,
    report({ severity, message, ruleId, hint, oncePerBuild }: CodeProblem) {
      if (diagnostics.some((found) => found.file === file && found.message === message)) return;
      diagnostics.push({
        ...warning(file, message, ruleId, hint),
        severity,
        ...(oncePerBuild ? { oncePerBuild } : {}),
      });
    },
  });
  const warnMissing = (file: string, missing: readonly string[]) => {
    for (const name of missing.filter((found) => !warned.has(found))) {
      warned.add(name);
      const message = `"${name}" has no stand-in in helpdocs: the page is drawn without it`;
      diagnostics.push(warning(file, message, 'react-page'));
    }
  };
  const warnRefused = (file: string, styles: readonly string[]) => {
    for (const style of new Set(styles)) {
      const shown = style.length > 60 ? `${style.slice(0, 57)}...` : style;
      const hint = "give the element a class and style it in the site's CSS";
      diagnostics.push(warning(file, `The style "${shown}" could load a file: removed`, 'mdx-output-removed', hint));
    }
  };
  for (const file of config.reactPages) {
    const route = reactPageRoute(config.base, file);
    const site: DocusaurusSite = { ...docusaurusSiteOf(config), translations, pathname: route };
    const options = { deadlineMs, staticDirs: staticFoldersOf(config) };
    const drawn = await framed.draw(root, file, site, pageModules(strings, site, codeBlocks(file)), options);
    if ('error' in drawn) {
      const hint = "it gets a page that links to it at the site's url";
      diagnostics.push(warning(file, `React page not drawn: ${drawn.error}`, 'react-page', hint));
      continue;
    }
    warnMissing(file, drawn.missing);
    warnRefused(file, drawn.refusedStyles);
    const css = drawn.css ?? '';
    pages.push({ route, file, html: drawn.html, meta: drawn.meta, css, files: drawn.files });
  }
  const notFound = await drawNotFound(root, config, strings, { deadlineMs, translations, framed });
  const rootFailure = framed.failure();
  if (framed.file && rootFailure)
    diagnostics.push(
      warning(
        framed.file,
        `Swizzled Root not used (React pages are drawn without it): ${rootFailure}`,
        'docusaurus-swizzle',
      ),
    );
  if (notFound && 'error' in notFound)
    diagnostics.push(
      warning(
        notFound.file,
        `Swizzled NotFound not used (helpdocs draws its own 404 content): ${notFound.error}`,
        'docusaurus-swizzle',
      ),
    );
  else if (notFound) {
    warnMissing(notFound.file, notFound.missing);
    warnRefused(notFound.file, notFound.refusedStyles);
  }
  return { pages, ...(notFound && !('error' in notFound) ? { notFound: notFound.page } : {}), diagnostics };
}

/** The site's swizzled NotFound drawn for the 404 page (its route: the base, where its links start). */
async function drawNotFound(
  root: string,
  config: Config,
  strings: Strings,
  {
    deadlineMs,
    translations,
    framed,
  }: { deadlineMs: number; translations: Record<string, string>; framed: ReturnType<typeof rootFrame> },
): Promise<
  | { page: ReactPage; file: string; missing: string[]; refusedStyles: string[] }
  | { file: string; error: string }
  | undefined
> {
  const swizzled = swizzledNotFound(root);
  if (!swizzled) return undefined;
  const { file, whole, aliases } = swizzled;
  const site: DocusaurusSite = { ...docusaurusSiteOf(config), translations, pathname: config.base };
  const texts = notFoundTexts(strings, site);
  const lookup = withNotFoundContent(pageModules(strings, site), texts);
  // The content alone goes in Docusaurus's Layout, titled as Docusaurus's NotFound titles it.
  const frame: PageFrame = { layout: !whole };
  const standIns = notFoundContentSource(texts);
  const options = { deadlineMs, staticDirs: staticFoldersOf(config), aliases, standIns, frame };
  const drawn = await framed.draw(root, file, site, lookup, options);
  if ('error' in drawn) return { file, error: drawn.error };
  const html = drawn.html;
  const meta = whole ? drawn.meta : { title: texts.title, ...drawn.meta };
  const css = drawn.css ?? '';
  const page: ReactPage = { route: config.base, file, html, meta, css, files: drawn.files };
  return { page, file, missing: drawn.missing, refusedStyles: drawn.refusedStyles };
}
