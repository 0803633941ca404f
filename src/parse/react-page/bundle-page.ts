// A React page of `src/pages` bundled to run here (CommonJS for Node), as an MDX doc's imports are:
// the site's own components, CSS modules and Sass into the page's stylesheet, images as URLs, and
// React with helpdocs's stand-ins left to the lookup the page is run with.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Message } from 'esbuild';
import type { OutputFile } from '../../core/model.js';
import { assetFiles, rawFiles, styleLanguageFiles } from '../mdx/bundle-loaders.js';
import { SITE_MODULE_BUILD } from '../mdx/compile.js';
import { SHARED_MODULE } from '../mdx/rehype-shared-imports.js';
import { sharedShims, sitePaths } from '../mdx/site-mdx-components.js';
import { missingModules } from './missing-modules.js';
import { siteUrls } from './site-urls.js';
import { themeAliases } from './theme-aliases.js';
import type { ModuleLookup } from './page-modules.js';
import { type PageFrame, pageEntry } from './site-root.js';

export type BundledPage =
  | { ok: true; code: string; css?: string; files: OutputFile[]; missing: string[]; interactive: boolean }
  | { ok: false; error: string };

/** What an import with no stand-in draws. */
const Nothing = () => null;

/** Hooks called and handlers given, in JSX (`onClick={`) or compiled (`onClick:`). */
const HOOKS = /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|Transition|ActionState|Optimistic)\s*\(/;
const HANDLERS = /\bon(?:Click|Change|Submit|Input|KeyDown|KeyUp|PointerDown)\s*[=:]/;
/** What only a browser draws: BrowserOnly's children, what useIsBrowser turns on once mounted. */
const BROWSER_ONLY = /["']@docusaurus\/(?:BrowserOnly|useIsBrowser)["']/;

/**
 * Whether code has state, effects, handlers or browser-only parts: a page with any is hydrated in the
 * browser (the server draws BrowserOnly's fallback; the browser, its children).
 */
export function isInteractive(code: string): boolean {
  return HOOKS.test(code) || HANDLERS.test(code) || BROWSER_ONLY.test(code);
}

/**
 * Whether any file of the bundle (the page, its components, the packages they use) is interactive;
 * the modules helpdocs serves are not read: their exports name every hook React has.
 */
async function readsInteractive(inputs: readonly string[]): Promise<boolean> {
  for (const input of inputs.filter((name) => !/^[\w-]+:/.test(name) && /\.[cm]?[jt]sx?$/.test(name)))
    if (isInteractive(await readFile(path.resolve(input), 'utf8').catch(() => ''))) return true;
  return false;
}

/**
 * `lookup` serves the shared modules; one it does not have (`@theme/DocSidebar`) and a package that
 * is not installed become empty modules, named in `missing`. `aliases` are `@theme/…` ids that are site files;
 * `frame`, what the page is drawn inside (the site's Root).
 */
export async function bundlePage(
  root: string,
  file: string,
  { base, staticDirs }: { base: string; staticDirs: readonly string[] },
  lookup: ModuleLookup,
  aliases: Readonly<Record<string, string>> = {},
  frame: PageFrame = {},
): Promise<BundledPage> {
  const missing = new Set<string>();
  const served: ModuleLookup = (id) => {
    const found = lookup(id);
    if (found !== undefined || !/^@(?:theme|theme-original|docusaurus)\//.test(id)) return found;
    missing.add(id);
    return { __esModule: true, default: Nothing };
  };
  // What helpdocs serves, and any other module the lookup has (`@docusaurus/plugin-content-docs/client`).
  const isShared = (id: string) => SHARED_MODULE.test(id) || lookup(id) !== undefined;
  const files: OutputFile[] = [];
  try {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: { contents: pageEntry(path.join(root, file), frame), resolveDir: root, loader: 'js' },
      ...SITE_MODULE_BUILD,
      loader: { '.js': 'jsx', '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.eot': 'empty' },
      outdir: path.join(root, '.helpdocs-bundle'),
      nodePaths: [path.join(root, 'node_modules')],
      logLevel: 'silent',
      metafile: true,
      plugins: [
        themeAliases(aliases),
        siteUrls(root, staticDirs, base),
        sitePaths(root),
        sharedShims(served, isShared),
        missingModules((id) => isShared(id) || id.startsWith('@theme-original/'), missing),
        assetFiles(base, files),
        rawFiles(),
        styleLanguageFiles(root),
      ],
    });
    const code = result.outputFiles.find((out) => out.path.endsWith('.js'))?.text ?? '';
    const css = result.outputFiles.find((out) => out.path.endsWith('.css'))?.text;
    const interactive = await readsInteractive(Object.keys(result.metafile.inputs));
    return { ok: true, code, ...(css?.trim() ? { css } : {}), files, missing: [...missing].sort(), interactive };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return { ok: false, error: errors.map((e) => e.text).join('; ') };
  }
}
