import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

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
 * Throws with esbuild's or the module's own message.
 */
export async function importSiteModule(root: string, file: string): Promise<unknown> {
  const compiled = await build({
    entryPoints: [path.join(root, file)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    packages: 'external',
    plugins: [helpdocsSelf],
  });
  const code = compiled.outputFiles[0]?.text ?? '';
  // Beside the module, so its own imports of installed packages resolve as they would for it.
  const temporary = path.join(root, `.helpdocs-${path.basename(file)}-${process.pid}-${Date.now()}.mjs`);
  await writeFile(temporary, code);
  try {
    const module = (await import(pathToFileURL(temporary).href)) as { default?: unknown };
    return module.default;
  } finally {
    await rm(temporary, { force: true });
  }
}
