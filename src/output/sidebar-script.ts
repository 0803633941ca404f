// The script of pages with a large sidebar (src/client/sidebar-lazy.ts), bundled on its own: it is
// not part of the client bundle, so a site whose sidebars are small ships the very same files.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../core/package-root.js';
import { minifyScripts, type BundleFile } from './minify-scripts.js';

const ENTRY = path.join(packageRoot(), 'src/client/sidebar-lazy.ts');
/** Written by `npm run prepare` beside the client bundle (dist/client/). */
const PREBUILT = fileURLToPath(new URL('./client/sidebar-lazy.json', import.meta.url));

export async function bundleSidebarScript(targets: readonly string[]): Promise<BundleFile> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { 'sidebar-lazy': ENTRY },
    outdir: '/bundle',
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: [...targets],
    minify: true,
    entryNames: '[name].[hash]',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles.filter((output) => output.path.endsWith('.js'));
  if (!file) throw new Error(`esbuild produced no output for ${ENTRY}`);
  const [minified] = await minifyScripts([{ name: path.basename(file.path), contents: file.contents }]);
  return minified as BundleFile;
}

export async function writePrebuiltSidebarScript(targets: readonly string[]): Promise<void> {
  const { name, contents } = await bundleSidebarScript(targets);
  await writeFile(PREBUILT, JSON.stringify({ name, code: new TextDecoder().decode(contents) }));
}

let live: Promise<BundleFile> | undefined;

/** Prebuilt when running the compiled CLI; otherwise bundled from source, once per process. */
export function sidebarScript(targets: readonly string[]): Promise<BundleFile> {
  if (existsSync(PREBUILT)) {
    const { name, code } = JSON.parse(readFileSync(PREBUILT, 'utf8')) as { name: string; code: string };
    return Promise.resolve({ name, contents: new TextEncoder().encode(code) });
  }
  live ??= bundleSidebarScript(targets);
  return live;
}
