// What Docusaurus's webpack lets a page's code and styles name besides modules: a path from the site's
// root (`/img/logo.svg`) is a file of its static folder, in CSS left as the URL it already is; a YAML
// file imports as its data (the sites that import `.yml` add a loader for it).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { parse } from 'yaml';

export function siteUrls(root: string, staticDirs: readonly string[], base: string): Plugin {
  const statics = staticDirs.map((dir) => path.join(root, dir));
  return {
    name: 'helpdocs-site-urls',
    setup(build) {
      // A stylesheet's `url(@site/static/img/x.svg)` or `url(./x.png)`: a static file at its published URL,
      // any other file inlined (esbuild would need a file loader to name it).
      build.onResolve({ filter: /^(?:@site\/|\.{1,2}\/)/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const file = args.path.startsWith('@site/')
          ? path.join(root, args.path.slice('@site/'.length))
          : path.resolve(args.resolveDir, args.path.replace(/[?#].*$/, ''));
        const folder = statics.find((dir) => file.startsWith(`${dir}${path.sep}`));
        if (folder) return { path: `${base}${path.relative(folder, file).split(path.sep).join('/')}`, external: true };
        return existsSync(file) ? { path: file, namespace: 'helpdocs-css-file' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'helpdocs-css-file' }, async (args) => ({
        contents: await readFile(args.path),
        loader: 'dataurl',
      }));
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (existsSync(args.path)) return undefined;
        // A stylesheet's `url(/img/x.svg)`: published there from the static folder already.
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: args.path, external: true };
        const inStatic = statics.map((dir) => path.join(dir, args.path)).find((file) => existsSync(file));
        return inStatic ? { path: inStatic } : undefined;
      });
      build.onLoad({ filter: /\.ya?ml$/ }, async (args) => ({
        contents: JSON.stringify(parse(await readFile(args.path, 'utf8'))),
        loader: 'json',
      }));
    },
  };
}
