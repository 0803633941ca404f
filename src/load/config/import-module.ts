import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build, type Metafile, type Plugin } from 'esbuild';

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
export async function importSiteModule(root: string, file: string, onInputs?: (files: string[], packages: string[]) => void): Promise<unknown> {
  return (await importSiteModuleWithCode(root, file, onInputs)).value;
}

export interface ImportedModule {
  value: unknown;
  /** The bundled code: the module and every local file it imports. */
  code: string;
  /** Installed packages it imports (left out of the bundle), by name. */
  packages: string[];
}

/** The same, with what made the module: its bundled code and the packages it imports. */
export async function importSiteModuleWithCode(root: string, file: string, onInputs?: (files: string[], packages: string[]) => void): Promise<ImportedModule> {
  const compiled = await build({
    metafile: true,
    entryPoints: [path.join(root, file)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    packages: 'external',
    plugins: [helpdocsSelf],
  });
  // esbuild names files relative to the working folder, and other namespaces `name:path`.
  const packages = importedPackages(compiled.metafile);
  onInputs?.(Object.keys(compiled.metafile?.inputs ?? {}).filter((input) => !/^[\w-]+:/.test(input)).map((input) => path.relative(root, path.resolve(input)).split(path.sep).join('/')), packages);
  const code = compiled.outputFiles[0]?.text ?? '';
  // Beside the module, so its own imports of installed packages resolve as they would for it.
  const temporary = path.join(root, `.helpdocs-${path.basename(file)}-${process.pid}-${threadId}-${Date.now()}.mjs`);
  await writeFile(temporary, code);
  try {
    const module = (await import(pathToFileURL(temporary).href)) as { default?: unknown };
    return { value: module.default, code, packages };
  } finally {
    await rm(temporary, { force: true });
  }
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; node built-ins are not packages. */
function importedPackages(metafile: Metafile | undefined): string[] {
  const names = new Set<string>();
  for (const input of Object.values(metafile?.inputs ?? {})) {
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith('node:') || imported.path.startsWith('.')) continue;
      const parts = imported.path.split('/');
      names.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return [...names].sort();
}
