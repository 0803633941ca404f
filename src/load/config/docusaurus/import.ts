// Loads a Docusaurus site's own config the way Docusaurus does: TypeScript, ESM or CommonJS, JSON
// imports, `require` and `__dirname` in ES modules too, a function or a promise of the config.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { CompiledModules } from '../../../cache/index.js';
import { importSiteModuleWithCode, type ImportedModule } from '../import-module.js';

/** The names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** A Docusaurus config as the site wrote it: its value (functions and all), file and text. */
export interface DocusaurusSource {
  value: unknown;
  file: string;
  text: string;
}

export function findDocusaurusConfig(root: string): string | undefined {
  return DOCUSAURUS_CONFIG_FILES.find((name) => existsSync(path.join(root, name)));
}

/**
 * prism-react-renderer's colour themes, asked for only to colour code blocks the way helpdocs does its
 * own way: stood in for, so a site need not have it installed.
 */
const prismThemes: Plugin = {
  name: 'prism-react-renderer-themes',
  setup(b) {
    b.onResolve({ filter: /^prism-react-renderer(\/.*)?$/ }, (args) => ({ path: args.path, namespace: 'prism' }));
    b.onLoad({ filter: /.*/, namespace: 'prism' }, () => ({
      contents:
        'const theme = { plain: {}, styles: [] };\n' +
        'export const themes = new Proxy({}, { get: () => theme });\n' +
        'export default theme;\n',
      loader: 'js',
    }));
  },
};

export async function importDocusaurusConfig(
  root: string,
  file: string,
  onInputs?: (files: string[], packages: string[]) => void,
  compiled?: CompiledModules,
): Promise<ImportedModule> {
  const imported = await importSiteModuleWithCode(root, file, onInputs, compiled, {
    plugins: [prismThemes],
    commonJsGlobals: true,
  });
  // `export default async function createConfig()`, as Docusaurus allows.
  const value = typeof imported.value === 'function' ? await (imported.value as () => unknown)() : imported.value;
  return { ...imported, value: await value };
}
