// Sass and Less, as docusaurus-plugin-sass and docusaurus-plugin-less compile them: with the site's own
// package, for a component's imports (bundle-loaders.ts) and for the theme's customCss alike.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Thrown when the site lacks the package that compiles a stylesheet's language. */
export class MissingCompiler extends Error {}

/** A `.scss`, `.sass` or `.less` file's CSS, compiled by the site's own `sass` or `less` package. */
export async function compileStyleLanguage(siteRoot: string, file: string): Promise<string> {
  const less = file.endsWith('.less');
  const name = less ? 'less' : 'sass';
  let compiler: unknown;
  try {
    compiler = createRequire(path.join(siteRoot, 'package.json'))(name);
  } catch {
    throw new MissingCompiler(`${path.basename(file)} needs the site's "${name}" package (npm install ${name})`);
  }
  const modules = path.join(siteRoot, 'node_modules');
  if (!less) {
    const options = { loadPaths: [modules], importers: [tildeImporter(modules)] };
    return (await (compiler as SassCompiler).compileAsync(file, options)).css;
  }
  // less-loader's `~`: the same, written as a path into node_modules.
  const text = (await readFile(file, 'utf8')).replace(/(@import\s*(?:\([^)]*\)\s*)?['"])~/g, '$1');
  return (await (compiler as LessCompiler).render(text, { filename: file, paths: [path.dirname(file), modules] })).css;
}

/** sass-loader's `~` (`@import '~bootstrap/scss/bootstrap'`): a path from the site's node_modules. */
function tildeImporter(modules: string) {
  return {
    findFileUrl: (url: string) => (url.startsWith('~') ? pathToFileURL(path.join(modules, url.slice(1))) : null),
  };
}

export const STYLE_LANGUAGE = /\.(?:s[ac]ss|less)$/;
type SassCompiler = { compileAsync(file: string, options?: object): Promise<{ css: string }> };
type LessCompiler = { render(text: string, options?: object): Promise<{ css: string }> };
