// `import Part from './_part.md'` in an MDX doc: the partial is compiled as MDX with the doc's own
// plugins, and its links, images and problems are the importing doc's (placed at the import line),
// as Docusaurus renders a partial in the page that imports it. Files and folders starting with `_`
// are never pages (src/load/sources.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { mdxSourceText } from './mdx-text.js';
import type { LinkRef } from '../../core/model.js';

export interface PartialOptions {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  remarkRehypeOptions: object;
  /** The importing doc's file: its link context, and where the partial's links and problems go. */
  parent: VFile;
  /** 1-based line of the import of `file` in the importing doc. */
  importLine: (file: string) => number;
}

export function partialsPlugin(options: PartialOptions): Plugin {
  return {
    name: 'helpdocs-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const { compile } = await import('@mdx-js/mdx');
        const text = await readFile(args.path, 'utf8');
        // Links in a partial are relative to the partial's own file, as Docusaurus reads them.
        const parentContext = options.parent.data.linkContext;
        const contentRoot = parentContext && options.parent.path.slice(0, -parentContext.contentPath.length);
        const partialPath = path
          .relative(contentRoot ?? '', args.path)
          .split(path.sep)
          .join('/');
        // A URL (`tpm#add-module`) is read by the browser from the page the partial is shown on.
        const pageRoute = parentContext?.routeOf(parentContext.contentPath);
        const linkContext = parentContext && {
          ...parentContext,
          contentPath: partialPath,
          routeOf: (contentPath: string) =>
            contentPath === partialPath ? pageRoute : parentContext.routeOf(contentPath),
        };
        // A partial is always compiled to a component, rendered where the doc puts it.
        const data = { partial: true, ...(linkContext ? { linkContext } : {}) };
        const partial = new VFile({ path: args.path, value: mdxSourceText(text), data });
        const compiled = await compile(partial, {
          jsxImportSource: 'react',
          // Its components are the page's (the site's MDXComponents), as Docusaurus's MDXProvider gives them.
          providerImportSource: '@mdx-js/react',
          format: 'mdx',
          remarkPlugins: options.remarkPlugins,
          rehypePlugins: options.rehypePlugins,
          remarkRehypeOptions: options.remarkRehypeOptions,
        });
        const at = { line: options.importLine(args.path), column: 1 };
        const links: LinkRef[] = (options.parent.data.links ??= []);
        for (const link of partial.data.links ?? []) links.push({ ...link, position: at });
        // Its code blocks are put back in the importing doc's page (rehype-code-html.ts).
        if (partial.data.codeHtml)
          options.parent.data.codeHtml = { ...options.parent.data.codeHtml, ...partial.data.codeHtml };
        for (const problem of partial.data.problems ?? [])
          (options.parent.data.problems ??= []).push({
            ...problem,
            ...at,
            message: `${problem.message} (in ${path.basename(args.path)})`,
          });
        return { contents: String(compiled), loader: 'jsx', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
