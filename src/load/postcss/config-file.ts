// The site's own PostCSS config (postcss.config.js, .postcssrc, package.json's "postcss"), which
// postcss-loader reads for every stylesheet beside the options Docusaurus gives it. Looked for in the
// site folder only: postcss-loader looks from each stylesheet's folder up, and a site's are under it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { importSiteModule } from '../config/import-module.js';

export interface PostCssConfigFile {
  /** Relative to the site folder. */
  file: string;
  text: string;
  /** Its `plugins`: an object of name → options, or a list. */
  plugins: unknown;
  /** Why it did not load, when it did not. */
  error?: string;
}

/** postcss-loader's search places, in its order, those of the site folder itself. */
const PLACES = [
  'package.json',
  ...['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((ext) => `postcss.config.${ext}`),
  '.postcssrc',
  ...['json', 'yaml', 'yml', 'js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((ext) => `.postcssrc.${ext}`),
];

/** The config, undefined when the site has none. */
export async function readPostCssConfig(root: string): Promise<PostCssConfigFile | undefined> {
  for (const file of PLACES) {
    if (!existsSync(path.join(root, file))) continue;
    const text = await readFile(path.join(root, file), 'utf8');
    try {
      const value = await configValue(root, file, text);
      if (value === undefined) continue;
      // A function of postcss-loader's context (`({ env }) => ({ plugins })`): called as for a production build.
      const config = typeof value === 'function' ? await value({ mode: 'production', env: 'production' }) : value;
      return { file, text, plugins: (config as { plugins?: unknown } | null)?.plugins };
    } catch (error) {
      return { file, text, plugins: undefined, error: error instanceof Error ? error.message : String(error) };
    }
  }
  return undefined;
}

async function configValue(root: string, file: string, text: string): Promise<unknown> {
  if (file === 'package.json') return (JSON.parse(text) as { postcss?: unknown }).postcss;
  if (/\.[cm]?[jt]s$/.test(file)) return importSiteModule(root, file);
  if (file.endsWith('.json')) return JSON.parse(text);
  // `.postcssrc` is JSON or YAML; YAML reads JSON too.
  return parseYaml(text);
}
