// The browser chunk of a React page with state: the page module with the browser's stand-ins, React
// taken from the page's islands (one React per page), named by its content hash.
import path from 'node:path';
import type { Message } from 'esbuild';
import type { OutputFile } from '../../core/model.js';
import { assetFiles, rawFiles, styleLanguageFiles } from '../mdx/bundle-loaders.js';
import { BROWSERS, sharedReact } from '../mdx/island-chunks.js';
import { sitePaths } from '../mdx/site-mdx-components.js';
import { SITE_JSX } from '../mdx/site-jsx.js';
import type { DocusaurusSite } from '../mdx/theme/docusaurus.js';
import { browserStandIns } from './browser-modules.js';
import { missingModules } from './missing-modules.js';
import { siteUrls } from './site-urls.js';
import { themeAliases } from './theme-aliases.js';
import { type PageFrame, pageEntry } from './site-root.js';

/** `@theme/…` ids that are site files, stand-ins (module source) beside the usual ones, what frames the page. */
export interface ChunkOptions {
  aliases?: Readonly<Record<string, string>>;
  standIns?: Readonly<Record<string, string>>;
  frame?: PageFrame;
}

export async function pageChunk(
  root: string,
  file: string,
  site: DocusaurusSite,
  staticDirs: readonly string[],
  { aliases = {}, standIns = {}, frame = {} }: ChunkOptions = {},
): Promise<{ url: string; file: OutputFile } | { error: string }> {
  const name = `page-${file.replace(/^src\/pages\//, '').replace(/[^\w-]+/g, '-')}`;
  try {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: { contents: pageEntry(path.join(root, file), frame), resolveDir: root, loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: BROWSERS,
      // Identifiers kept: a CSS module's class names must be the ones the server drew.
      minifyWhitespace: true,
      minifySyntax: true,
      ...SITE_JSX,
      loader: { '.js': 'jsx', '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.eot': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      outdir: '/islands',
      entryNames: `${name}.[hash]`,
      legalComments: 'none',
      nodePaths: [path.join(root, 'node_modules')],
      logLevel: 'silent',
      plugins: [
        sharedReact,
        themeAliases(aliases),
        browserStandIns(site, standIns),
        siteUrls(root, staticDirs, site.base),
        sitePaths(root),
        missingModules(() => false, new Set()),
        assetFiles(site.base, []),
        rawFiles(),
        styleLanguageFiles(root),
      ],
    });
    const output = result.outputFiles.find((out) => out.path.endsWith('.js'));
    if (!output) return { error: 'no JavaScript came out of the bundle' };
    const fileName = output.path.slice('/islands/'.length);
    return {
      url: `${site.base}assets/${fileName}`,
      file: { path: `${site.base.slice(1)}assets/${fileName}`, contents: output.contents },
    };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return { error: errors.map((e) => e.text).join('; ') };
  }
}
