// A React page of `src/pages` bundled to run here (CommonJS for Node), as an MDX doc's imports are:
// the site's own components, CSS modules and Sass into the page's stylesheet, images as URLs, and
// React with helpdocs's stand-ins left to the lookup the page is run with.
import path from 'node:path';
import type { Message } from 'esbuild';
import type { OutputFile } from '../../core/model.js';
import { assetFiles, rawFiles, sassFiles } from '../mdx/bundle-loaders.js';
import { SITE_MODULE_BUILD } from '../mdx/compile.js';
import { SHARED_MODULE } from '../mdx/rehype-shared-imports.js';
import { sharedShims, sitePaths } from '../mdx/site-mdx-components.js';
import { missingModules } from './missing-modules.js';
import type { ModuleLookup } from './page-modules.js';

export type BundledPage =
  | { ok: true; code: string; css?: string; files: OutputFile[]; missing: string[] }
  | { ok: false; error: string };

/** What an import with no stand-in draws. */
const Nothing = () => null;

/** Hooks and handlers that make a page's own code interactive (bundled, React itself left out). */
const HOOKS = /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|Transition|ActionState|Optimistic)\b/;
const HANDLERS = /\bon(?:Click|Change|Submit|Input|KeyDown|KeyUp|PointerDown)\s*:/;

/** Whether the page has state, effects or handlers: then it is hydrated in the browser. */
export function isInteractive(code: string): boolean {
  return HOOKS.test(code) || HANDLERS.test(code);
}

/**
 * `lookup` serves the shared modules; one it does not have (`@theme/DocSidebar`) and a package that
 * is not installed become empty modules, named in `missing`.
 */
export async function bundlePage(root: string, file: string, base: string, lookup: ModuleLookup): Promise<BundledPage> {
  const missing = new Set<string>();
  const served: ModuleLookup = (id) => {
    const found = lookup(id);
    if (found !== undefined || !/^@(?:theme|theme-original|docusaurus)\//.test(id)) return found;
    missing.add(id);
    return { __esModule: true, default: Nothing };
  };
  const files: OutputFile[] = [];
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [path.join(root, file)],
      ...SITE_MODULE_BUILD,
      loader: { '.js': 'jsx', '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.eot': 'empty' },
      outdir: path.join(root, '.helpdocs-bundle'),
      nodePaths: [path.join(root, 'node_modules')],
      logLevel: 'silent',
      plugins: [
        sitePaths(root),
        sharedShims(served),
        missingModules((id) => SHARED_MODULE.test(id) || id.startsWith('@theme-original/'), missing),
        assetFiles(base, files),
        rawFiles(),
        sassFiles(root),
      ],
    });
    const code = result.outputFiles.find((out) => out.path.endsWith('.js'))?.text ?? '';
    const css = result.outputFiles.find((out) => out.path.endsWith('.css'))?.text;
    return { ok: true, code, ...(css?.trim() ? { css } : {}), files, missing: [...missing].sort() };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return { ok: false, error: errors.map((e) => e.text).join('; ') };
  }
}
