// What Docusaurus's webpack config lets a doc or a component import besides code, done with esbuild:
// a file (image, video, PDF…) becomes its published URL, `!!raw-loader!./x` its text, Sass and Less their CSS.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import type { OutputFile } from '../../core/model.js';
import { sha256 } from '../../core/hash-text.js';
import { hashedFilePath } from '../../core/hashed-file.js';
import { compileStyleLanguage, MissingCompiler, STYLE_LANGUAGE } from '../../core/style-language.js';
import { sitePostCssOf } from '../../load/postcss/active.js';

/** Webpack's asset modules in Docusaurus: images, media, documents and archives. */
const ASSET =
  /\.(?:svg|png|jpe?g|gif|webp|avif|ico|bmp|mp4|webm|ogv|mov|mp3|wav|ogg|m4a|pdf|zip|gz|tgz|xlsx?|docx?|pptx?|csv)$/i;
// Webpack's match resource (`name.raw!=!raw-loader!./x`) only renames the module for rule matching: dropped.
const RAW = /^(?:[^!]*!=!)?!?!?raw-loader!/;

/** A file a doc's bundle read as data (absolute path, SHA-256): the doc depends on it, and it is not unused. */
export interface ImportedFile {
  path: string;
  hash: string;
}

/** The code a bundle compiles (webpack's resolve.extensions in Docusaurus, and the module forms). */
const CODE = /\.(?:[cm]?[jt]sx?)$/i;

/**
 * The site's own code files a doc's bundle compiled in (`import { names } from './types'`, found without
 * its extension as webpack finds it), from esbuild's metafile: the doc depends on them, and they are not
 * unused. Namespaced inputs (`raw-text:…`) are recorded by their own plugin; packages are not the site's.
 */
export async function codeFilesRead(metafile: Metafile | undefined): Promise<ImportedFile[]> {
  const read: ImportedFile[] = [];
  for (const input of Object.keys(metafile?.inputs ?? {})) {
    if (/^[\w-]{2,}:/.test(input) || !CODE.test(input) || input.split(/[\\/]/).includes('node_modules')) continue;
    const file = path.resolve(input);
    if (!isFile(file)) continue;
    read.push({ path: file, hash: sha256(await readFile(file)) });
  }
  return read;
}

/**
 * `import shot from './a.png'` and `require('./a.png').default`: the URL of a copy published under
 * `<base>assets/files/`, named by its bytes, as webpack names it by its hash. `emitted` collects the copies.
 */
export function assetFiles(base: string, emitted: OutputFile[], read: ImportedFile[] = []): Plugin {
  /** The file's published URL, its copy added to `emitted` once. */
  const publish = async (file: string): Promise<string> => {
    const bytes = await readFile(file);
    const fullHash = sha256(bytes);
    read.push({ path: file, hash: fullHash });
    const published = `${base.slice(1)}${hashedFilePath(file, fullHash)}`;
    if (!emitted.some((made) => made.path === published)) emitted.push({ path: published, contents: bytes });
    return `/${published}`;
  };
  return {
    name: 'helpdocs-asset-files',
    setup(build) {
      // A stylesheet's url(./icon.svg) (Less, Sass, CSS): the copy's URL, written into the CSS as it is.
      build.onResolve({ filter: ASSET }, async (args) => {
        if (args.kind !== 'url-token' || /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(args.path)) return undefined;
        const file = path.resolve(args.resolveDir, args.path.replace(/[?#].*$/, ''));
        if (!isFile(file)) return undefined;
        return { path: await publish(file), external: true };
      });
      build.onLoad({ filter: ASSET }, async (args) => {
        const url = JSON.stringify(await publish(args.path));
        // Docusaurus imports an SVG as a React component (SVGR): here an <img> of the file, sized as asked.
        if (path.extname(args.path).toLowerCase() === '.svg')
          return { contents: svgComponent(url), loader: 'js', resolveDir: path.dirname(args.path) };
        return { contents: `export default ${url};`, loader: 'js' };
      });
    },
  };
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function svgComponent(url: string): string {
  return [
    "import { createElement } from 'react';",
    'export default function Svg({ title, className, style, width, height, role, ...rest }) {',
    `  const alt = title ?? rest['aria-label'] ?? '';`,
    `  return createElement('img', { src: ${url}, alt, className, style, width, height, role });`,
    '}',
    `export const ReactComponent = Svg;`,
    `export const url = ${url};`,
  ].join('\n');
}

/**
 * `!!raw-loader!./example.js` (webpack's inline loader), also behind a match resource (`x.raw!=!raw-loader!./x`):
 * the file's text as the default export.
 */
export function rawFiles(read: ImportedFile[] = []): Plugin {
  return {
    name: 'helpdocs-raw-files',
    setup(build) {
      build.onResolve({ filter: RAW }, async (args) => {
        const resolved = await build.resolve(args.path.replace(RAW, ''), {
          resolveDir: args.resolveDir,
          kind: args.kind,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'raw-text' };
      });
      build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => {
        const contents = await readFile(args.path, 'utf8');
        read.push({ path: args.path, hash: sha256(contents) });
        return { contents, loader: 'text' };
      });
    },
  };
}

/**
 * `.scss`/`.sass` (docusaurus-plugin-sass) and `.less` (docusaurus-plugin-less), compiled with the site's
 * own `sass` or `less` package: a `.module.*` file as a CSS module, the others as global CSS, both into
 * the page's stylesheet. Every stylesheet, CSS too, then goes through the site's PostCSS when it has
 * plugins (Tailwind), as postcss-loader takes each for Docusaurus.
 */
export function styleLanguageFiles(siteRoot: string): Plugin {
  const postCss = sitePostCssOf(siteRoot);
  const loaderOf = (file: string) => (/\.module\.\w+$/.test(file) ? 'local-css' : 'css');
  return {
    name: 'helpdocs-style-language-files',
    setup(build) {
      build.onLoad({ filter: STYLE_LANGUAGE }, async (args) => {
        try {
          const css = await compileStyleLanguage(siteRoot, args.path);
          return { contents: postCss ? await postCss.process(args.path, css) : css, loader: loaderOf(args.path) };
        } catch (error) {
          if (error instanceof MissingCompiler) return { errors: [{ text: error.message }] };
          throw error;
        }
      });
      if (!postCss) return;
      build.onLoad({ filter: /\.css$/ }, async (args) => ({
        contents: await postCss.process(args.path, await readFile(args.path, 'utf8')),
        loader: loaderOf(args.path),
      }));
    },
  };
}
