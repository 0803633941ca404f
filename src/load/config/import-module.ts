import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { Loader, Metafile, Plugin } from 'esbuild';
import { configRequire } from './config-require.js';
import { runtimeRequires } from './runtime-requires.js';
import type { CompiledModule, CompiledModules } from '../../cache/index.js';

/** `import { defineConfig } from 'helpdocs'` must work in any site folder, installed or not. */
const helpdocsSelf: Plugin = {
  name: 'helpdocs-self',
  setup(b) {
    b.onResolve({ filter: /^helpdocs$/ }, () => ({ path: 'helpdocs', namespace: 'helpdocs' }));
    b.onLoad({ filter: /.*/, namespace: 'helpdocs' }, () => ({
      contents: 'export function defineConfig(c) { return c; }',
      loader: 'js',
    }));
  },
};

/**
 * Bundles a site's TypeScript or JavaScript module (config, sidebars) with esbuild, so it may import
 * `helpdocs` and local files, and imports it. Returns its default export, or `module.exports` for CommonJS.
 * Throws with esbuild's or the module's own message. `onInputs` hears every local file it was made
 * from, relative to `root` (the build cache's stamp hashes them), and the packages it imports.
 */
export async function importSiteModule(
  root: string,
  file: string,
  onInputs?: (files: string[], packages: string[]) => void,
  loading: ModuleLoading = {},
): Promise<unknown> {
  return (await importSiteModuleWithCode(root, file, onInputs, undefined, loading)).value;
}

export interface ImportedModule {
  value: unknown;
  /** The bundled code: the module and every local file it imports. */
  code: string;
  /** Installed packages it imports (left out of the bundle), by name. */
  packages: string[];
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

function currentHash(root: string, file: string): string | undefined {
  try {
    return sha256(readFileSync(path.join(root, file)));
  } catch {
    return undefined;
  }
}

const LOADERS: Record<string, Loader> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.json': 'json',
};

/**
 * Reads each local file for esbuild and hashes those bytes, so a file edited meanwhile is never recorded with code it
 * did not make.
 */
function hashedReads(hashes: Map<string, string>): Plugin {
  return {
    name: 'hashed-reads',
    setup(b) {
      b.onLoad({ filter: /\.(m|c)?(t|j)sx?$|\.json$/ }, ({ path: file }) => {
        const bytes = readFileSync(file);
        hashes.set(file, sha256(bytes));
        return { contents: bytes, loader: LOADERS[path.extname(file)] ?? 'js' };
      });
    },
  };
}

/** How a module is loaded beyond helpdocs's own config: Docusaurus's configs expect more of their loader. */
export interface ModuleLoading {
  /** Extra esbuild plugins (virtual modules standing in for packages a site need not install). */
  plugins?: Plugin[];
  /**
   * CommonJS's `require`, `__dirname`, `__filename` and `module`, which Docusaurus's loader gives ES modules too:
   * set on globalThis for the import only (a module's own `const require` still wins).
   */
  commonJsGlobals?: boolean;
}

async function compile(root: string, file: string, loading: ModuleLoading): Promise<CompiledModule> {
  const { build } = await import('esbuild');
  const hashes = new Map<string, string>();
  const compiled = await build({
    metafile: true,
    entryPoints: [path.join(root, file)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    packages: 'external',
    plugins: [helpdocsSelf, ...(loading.plugins ?? []), hashedReads(hashes)],
  });
  // esbuild names files relative to the working folder, and other namespaces `name:path`.
  const inputs = Object.keys(compiled.metafile?.inputs ?? {})
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input): [string, string] => {
      const absolute = path.resolve(input);
      return [
        path.relative(root, absolute).split(path.sep).join('/'),
        hashes.get(absolute) ?? currentHash(root, path.relative(root, absolute)) ?? '',
      ];
    });
  const code = compiled.outputFiles[0]?.text ?? '';
  const required = runtimeRequires(code);
  const folder = path.dirname(path.join(root, file));
  for (const named of required.files) {
    const relative = path.relative(root, path.resolve(folder, named)).split(path.sep).join('/');
    inputs.push([relative, currentHash(root, relative) ?? '']);
  }
  return {
    inputs,
    packages: [...new Set([...importedPackages(compiled.metafile), ...required.packages])].sort(),
    code,
  };
}

/** How many site modules this thread has imported: each one's temporary file has its own name. */
let imports = 0;

/**
 * The same, with what made the module: its bundled code and the packages it imports. With `kept`,
 * a module whose files all hash as when it was bundled is taken as it is: esbuild is neither loaded
 * nor started (~35 ms of a warm build).
 */
export async function importSiteModuleWithCode(
  root: string,
  file: string,
  onInputs?: (files: string[], packages: string[]) => void,
  kept?: CompiledModules,
  loading: ModuleLoading = {},
): Promise<ImportedModule> {
  const previous = await kept?.read(file);
  const unchanged =
    previous !== undefined &&
    previous.inputs.length > 0 &&
    previous.inputs.every(([input, hash]) => currentHash(root, input) === hash);
  const module = unchanged ? previous : await compile(root, file, loading);
  if (!unchanged) kept?.write(file, module);
  const { code, packages } = module;
  onInputs?.(
    module.inputs.map(([input]) => input),
    packages,
  );
  // Beside the module, so its own imports of installed packages resolve as they would for it. Named once
  // per import: two instances' `sidebars.js` loaded at once must not share a file, nor Node's module cache.
  const temporary = path.join(root, `.helpdocs-${path.basename(file)}-${process.pid}-${threadId}-${++imports}.mjs`);
  await writeFile(temporary, code);
  const restore = loading.commonJsGlobals ? setCommonJsGlobals(path.join(root, file)) : () => {};
  try {
    const module = (await import(pathToFileURL(temporary).href)) as { default?: unknown };
    const commonJs = (globalThis as { module?: { exports: unknown } }).module?.exports;
    return { value: module.default ?? (loading.commonJsGlobals ? commonJs : undefined), code, packages };
  } finally {
    restore();
    await rm(temporary, { force: true });
  }
}

const COMMON_JS_GLOBALS = ['require', '__dirname', '__filename', 'module', 'exports'] as const;

/** Sets `require`, `__dirname` and `__filename` for a module at `file`; gives back what undoes it. */
function setCommonJsGlobals(file: string): () => void {
  const scope = globalThis as Record<string, unknown>;
  const before = COMMON_JS_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(scope, name)] as const);
  scope.require = configRequire(file);
  scope.__dirname = path.dirname(file);
  scope.__filename = file;
  // A CommonJS file under a `"type": "module"` package.json is bundled as ESM: its `module.exports` lands here.
  const module = { exports: {} };
  scope.module = module;
  scope.exports = module.exports;
  return () => {
    for (const [name, descriptor] of before) {
      if (descriptor) Object.defineProperty(scope, name, descriptor);
      else delete scope[name];
    }
  };
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; node built-ins are not packages. */
function importedPackages(metafile: Metafile | undefined): string[] {
  const names = new Set<string>();
  for (const input of Object.values(metafile?.inputs ?? {})) {
    for (const imported of input.imports) {
      // `<runtime>`: esbuild's own helpers (the `require` shim `require.resolve` needs), no package.
      if (!imported.external || /^(node:|\.|<runtime>$)/.test(imported.path)) continue;
      const parts = imported.path.split('/');
      names.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
    }
  }
  return [...names].sort();
}
