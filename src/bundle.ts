import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import type { OutputFile } from './model.js';

const STYLES = fileURLToPath(new URL('../templates/styles.css', import.meta.url));

export interface BundledAssets {
  files: OutputFile[];
  cssUrl: string;
  scriptUrls: string[];
}

function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

/** Minified stylesheet with a content hash in its name (assets are cached for a long time). */
export async function bundleAssets(base: string): Promise<BundledAssets> {
  const source = await readFile(STYLES, 'utf8');
  const css = (await transform(source, { loader: 'css', minify: true, target: ['chrome111', 'firefox113', 'safari16.4'] })).code;
  const cssPath = `${base.replace(/^\//, '')}assets/style.${contentHash(css)}.css`;
  return { files: [{ path: cssPath, contents: css }], cssUrl: `/${cssPath}`, scriptUrls: [] };
}
