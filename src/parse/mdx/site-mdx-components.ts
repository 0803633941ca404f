// A Docusaurus site's swizzled `src/theme/MDXComponents`: the components it gives every doc without an
// import (`Tabs`, `TabItem`, the site's own `Vars`…). Its overrides of HTML elements (`a`, `code`, `h2`)
// are left to helpdocs, which draws those itself; theme internals they import are absent here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { assetFiles, rawFiles, styleLanguageFiles } from './bundle-loaders.js';
import { resolveSitePaths, runBundledModule, SITE_MODULE_BUILD } from './compile.js';
import { SHARED_MODULE } from './rehype-shared-imports.js';
import type { Plugin } from 'esbuild';

const CANDIDATES = ['MDXComponents', 'MDXComponents/index'].flatMap((name) =>
  ['tsx', 'ts', 'jsx', 'js'].map((ext) => `src/theme/${name}.${ext}`),
);

/** The site's MDXComponents file, from its folder, if it has one. */
export function siteMdxComponentsFile(root: string): string | undefined {
  return CANDIDATES.find((file) => existsSync(path.join(root, file)));
}

/**
 * The components the file's default export names with a capital letter, run once per build in the
 * main thread: what a doc may use without importing it. `shared` serves React and helpdocs's theme.
 */
export async function loadSiteMdxComponents(
  root: string,
  base: string,
  shared: (id: string) => unknown,
): Promise<Record<string, unknown>> {
  const file = siteMdxComponentsFile(root);
  if (!file) return {};
  // A theme internal helpdocs lacks (`@theme/MDXComponents/Code`) is an empty module: the element it
  // draws is helpdocs's own, and a component made from it is left out below.
  const lenient = (id: string) => shared(id) ?? (/^@theme(?:-original)?\//.test(id) ? { __esModule: true } : undefined);
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, file)],
    ...SITE_MODULE_BUILD,
    loader: { '.js': 'jsx' },
    outdir: path.join(root, '.helpdocs-bundle'),
    nodePaths: [path.join(root, 'node_modules')],
    logLevel: 'silent',
    plugins: [sharedShims(lenient), sitePaths(root), assetFiles(base, []), rawFiles(), styleLanguageFiles(root)],
  });
  const code = result.outputFiles.find((out) => out.path.endsWith('.js'))?.text ?? '';
  const exported = runBundledModule(code, lenient) as { default?: Record<string, unknown> };
  const components = exported.default ?? {};
  return Object.fromEntries(
    Object.entries(components).filter(
      ([name, component]) => /^[A-Z]/.test(name) && (typeof component === 'function' || typeof component === 'object'),
    ),
  );
}

/** `@site/…` from the site folder. */
export function sitePaths(root: string): Plugin {
  return { name: 'helpdocs-site-paths', setup: (setup) => resolveSitePaths(setup, root) };
}

/**
 * The modules helpdocs serves (React, `@theme/…`, the `@docusaurus/…` stand-ins), each as an ES module
 * with its own exports: a default import reads `default` in a package of "type": "module" too.
 */
export function sharedShims(
  lookup: (id: string) => unknown,
  isShared: (id: string) => boolean = (id) => SHARED_MODULE.test(id),
): Plugin {
  const SHIM = 'helpdocs-shared';
  return {
    name: SHIM,
    setup(setup) {
      setup.onResolve({ filter: /^(?:@theme-original\/|@theme\/|react|@docusaurus\/)/ }, (args) => {
        if (args.namespace === SHIM) return { path: args.path, external: true };
        return isShared(args.path) || args.path.startsWith('@theme-original/')
          ? { path: args.path, namespace: SHIM }
          : undefined;
      });
      setup.onLoad({ filter: /.*/, namespace: SHIM }, (args) => {
        const found = lookup(args.path);
        const names = Object.keys(typeof found === 'object' && found !== null ? found : {}).filter(
          (name) => name !== 'default' && name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name),
        );
        const contents = [
          `const m = require(${JSON.stringify(args.path)});`,
          'export default m && m.__esModule ? m.default : m;',
          ...names.map((name) => `export const ${name} = m.${name};`),
        ].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}
