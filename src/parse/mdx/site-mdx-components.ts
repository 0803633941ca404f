// A Docusaurus site's swizzled `src/theme/MDXComponents`: the components it gives every doc without an
// import (`Tabs`, `TabItem`, the site's own `Vars`…). Its overrides of HTML elements (`a`, `code`, `h2`)
// are left to helpdocs, which draws those itself; theme internals they import are absent here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { assetFiles, rawFiles, styleLanguageFiles } from './bundle-loaders.js';
import { resolveSitePaths, runBundledModule, SITE_MODULE_BUILD } from './compile.js';
import { SHARED_MODULE } from './rehype-shared-imports.js';
import type { Message, Plugin } from 'esbuild';

const CANDIDATES = ['MDXComponents', 'MDXComponents/index'].flatMap((name) =>
  ['tsx', 'ts', 'jsx', 'js'].map((ext) => `src/theme/${name}.${ext}`),
);

/** The site's MDXComponents file, from its folder, if it has one. */
export function siteMdxComponentsFile(root: string): string | undefined {
  return CANDIDATES.find((file) => existsSync(path.join(root, file)));
}

/** An import the file (or one it imports) makes of a name a module helpdocs serves does not give. */
export interface LackingImport {
  /** From the site folder. */
  file: string;
  line: number;
  column: number;
  module: string;
  name: string;
}

const IDENTIFIER = /^(?!default$)[A-Za-z_$][\w$]*$/;

/** esbuild's error for an import of a name a shared module's shim does not export. */
const NO_MATCHING_EXPORT = /^No matching export in "helpdocs-shared:([^"]+)" for import "([^"]+)"$/;

/**
 * The components the file's default export names with a capital letter, run once per build in the
 * main thread: what a doc may use without importing it. `shared` serves React and helpdocs's theme.
 * A name a served module lacks (a theme-common helper helpdocs has no stand-in for) is said at its import
 * (`lacking`) and given as a function that throws when called, so the file's other components still load.
 */
export async function loadSiteMdxComponents(
  root: string,
  base: string,
  shared: (id: string) => unknown,
  lacking?: (found: LackingImport) => void,
): Promise<Record<string, unknown>> {
  const file = siteMdxComponentsFile(root);
  if (!file) return {};
  // A theme internal helpdocs lacks (`@theme/MDXComponents/Code`) is an empty module: the element it
  // draws is helpdocs's own, and a component made from it is left out below.
  const lenient = (id: string) => shared(id) ?? (/^@theme(?:-original)?\//.test(id) ? { __esModule: true } : undefined);
  const { build } = await import('esbuild');
  const missing = new Map<string, Set<string>>();
  const bundle = () =>
    build({
      entryPoints: [path.join(root, file)],
      ...SITE_MODULE_BUILD,
      loader: { '.js': 'jsx' },
      outdir: path.join(root, '.helpdocs-bundle'),
      nodePaths: [path.join(root, 'node_modules')],
      logLevel: 'silent',
      plugins: [
        sharedShims(lenient, undefined, missing),
        sitePaths(root),
        assetFiles(base, []),
        rawFiles(),
        styleLanguageFiles(root),
      ],
    });
  let result: Awaited<ReturnType<typeof bundle>> | undefined;
  while (!result) {
    try {
      result = await bundle();
    } catch (error) {
      // Bundled again with the names found missing; any other error, or none new, fails the file.
      if (!addMissing(error, root, missing, lacking)) throw error;
    }
  }
  const code = result.outputFiles.find((out) => out.path.endsWith('.js'))?.text ?? '';
  const exported = runBundledModule(code, lenient) as { default?: Record<string, unknown> };
  const components = exported.default ?? {};
  return Object.fromEntries(
    Object.entries(components).filter(
      ([name, component]) => /^[A-Z]/.test(name) && (typeof component === 'function' || typeof component === 'object'),
    ),
  );
}

/** Records the names a failed bundle found missing from shared modules: whether there were new ones. */
function addMissing(
  error: unknown,
  root: string,
  missing: Map<string, Set<string>>,
  lacking: ((found: LackingImport) => void) | undefined,
): boolean {
  let added = false;
  for (const message of (error as { errors?: Message[] }).errors ?? []) {
    const [, module, name] = NO_MATCHING_EXPORT.exec(message.text) ?? [];
    if (module === undefined || name === undefined || !IDENTIFIER.test(name) || missing.get(module)?.has(name))
      continue;
    missing.set(module, (missing.get(module) ?? new Set()).add(name));
    added = true;
    const at = message.location;
    lacking?.({
      file: at ? path.relative(root, path.resolve(at.file)).split(path.sep).join('/') : 'src/theme/MDXComponents',
      line: at?.line ?? 1,
      column: (at?.column ?? 0) + 1,
      module,
      name,
    });
  }
  return added;
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
  missing: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
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
          // A function, so that a class may extend it too; called, it says what is missing.
          ...[...(missing.get(args.path) ?? [])].map((name) => {
            const said = JSON.stringify(`helpdocs has no "${name}" of "${args.path}"`);
            return `export function ${name}() { throw new Error(${said}); }`;
          }),
        ].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}
